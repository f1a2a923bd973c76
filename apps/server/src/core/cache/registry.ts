import { type CacheSpec, type NamedCache, namedCache, passThroughCache, type TtlClock } from './named-cache';

/** Something the caches are made of changed: every product (no key) or one of them. */
export interface DataChange {
  topic: string;
  key?: string;
}

/** Carries changes to the other server processes and brings theirs here. */
export interface ChangeBus {
  publish(change: DataChange): void;
  close(): Promise<void>;
}

/** The topic of a cache made of everything (rendered pages): any change empties it. */
export const EVERY_TOPIC = '*';

/**
 * The server's one cache facility. Each reader of data that is read far more often than it
 * is written defines a named cache (name, TTL, size, the topics it is made of); each writer
 * reports what it changed, after its transaction commits, with `changed`. A change empties
 * every cache made of that topic in this process and, through the bus (Redis when
 * REDIS_URL is set), in every other one. The TTL bounds what a lost message could leave
 * behind; it is not what keeps the caches correct.
 */
export interface CacheRegistry {
  define<V extends NonNullable<unknown>>(spec: CacheSpec): NamedCache<V>;
  /** Reports a change (after commit); applied here at once and sent to the other processes. */
  changed(change: DataChange): void;
  /** Applies a change another process reported. */
  apply(change: DataChange): void;
  /** Empties every cache (changes from other processes may have been missed). */
  forget(): void;
  /** Sends changes to other processes from now on. */
  connect(bus: ChangeBus): void;
  /** Every named cache, for its hit and miss counts (core/operations/metrics.ts). */
  all(): readonly NamedCache<unknown>[];
  close(): Promise<void>;
}

/** `keepNothing`: every cache loads on each call (MARU_CACHES=off, for measuring the database). */
export function cacheRegistry(clock?: TtlClock, { keepNothing = false }: { keepNothing?: boolean } = {}): CacheRegistry {
  const caches = new Map<string, NamedCache<never>>();
  let bus: ChangeBus | undefined;
  const apply = (change: DataChange) => {
    for (const cache of caches.values()) {
      const { topics, keyedBy } = cache.spec;
      if (!topics.includes(change.topic) && !topics.includes(EVERY_TOPIC)) continue;
      if (change.key !== undefined && keyedBy === change.topic) cache.delete(change.key);
      else cache.clear();
    }
  };
  return {
    define<V extends NonNullable<unknown>>(spec: CacheSpec) {
      if (caches.has(spec.name)) throw new Error(`cache ${spec.name} is defined twice`);
      if (spec.keyedBy !== undefined && !spec.topics.includes(spec.keyedBy)) throw new Error(`cache ${spec.name} is keyed by ${spec.keyedBy}, which is not among its topics`);
      const cache = keepNothing ? passThroughCache<V>(spec) : namedCache<V>(spec, clock);
      caches.set(spec.name, cache as unknown as NamedCache<never>);
      return cache;
    },
    changed(change) {
      apply(change);
      bus?.publish(change);
    },
    apply,
    forget() {
      for (const cache of caches.values()) cache.clear();
    },
    connect(next) {
      bus = next;
    },
    all: () => [...caches.values()],
    async close() {
      await bus?.close();
      bus = undefined;
    },
  };
}
