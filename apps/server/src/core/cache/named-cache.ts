import { LRUCache } from 'lru-cache';

/** What a named cache holds, for how long, and which changes empty it. */
export interface CacheSpec {
  /** Unique in the registry; shown in logs and stats. */
  name: string;
  ttlMs: number;
  /** Entries kept at most; the least recently read go first. */
  max: number;
  /**
   * The kinds of data the entries are made of. A change to one of them empties the cache,
   * or, when the change names a key and the cache keys its entries the same way
   * (`keyedBy`), drops that one entry.
   */
  topics: readonly string[];
  /** The topic whose change keys are this cache's keys (a product cache keyed by product number). */
  keyedBy?: string;
}

export interface NamedCache<V> {
  readonly spec: CacheSpec;
  /**
   * The kept value, or `load()`'s. Callers asking while a load runs share it; a failed
   * load is not kept. The promise is kept from the moment the load starts, so a change
   * reported while it runs drops it and the next caller loads again.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The kept value's promise, without loading or refreshing its place. */
  peek(key: string): Promise<V> | undefined;
  /**
   * The kept value now, or `compute()`'s, kept: for pure work that runs synchronously (the
   * server render's HTML cleaning, inside React's render, cannot wait for a promise). A value
   * kept by get() whose load has not settled is not read here; compute() runs instead.
   */
  getNow(key: string, compute: () => V): V;
  /** Keeps a value loaded elsewhere (several keys read in one query). */
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** Calls to get() answered from the cache (hits) and by a load (misses), since the start: the metrics' figures. */
  readonly lookups: { hits: number; misses: number };
}

/** A clock for TTLs; tests pass their own. */
export interface TtlClock {
  now(): number;
}

export function namedCache<V extends NonNullable<unknown>>(spec: CacheSpec, clock?: TtlClock): NamedCache<V> {
  const entries = new LRUCache<string, Promise<V>>({ max: spec.max, ttl: spec.ttlMs, ...(clock ? { perf: clock, ttlResolution: 0 } : {}) });
  const lookups = { hits: 0, misses: 0 };
  // The values behind promises known to be settled (set, getNow), so getNow can read them at once.
  const settled = new WeakMap<Promise<V>, V>();
  const keepSettled = (key: string, value: V) => {
    const kept = Promise.resolve(value);
    settled.set(kept, value);
    entries.set(key, kept);
  };
  return {
    spec,
    lookups,
    get(key, load) {
      const kept = entries.get(key);
      if (kept) {
        lookups.hits += 1;
        return kept;
      }
      lookups.misses += 1;
      const loading = load();
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    peek: (key) => entries.get(key, { updateAgeOnGet: false }),
    getNow(key, compute) {
      const kept = entries.get(key);
      if (kept && settled.has(kept)) {
        lookups.hits += 1;
        return settled.get(kept)!;
      }
      lookups.misses += 1;
      const value = compute();
      keepSettled(key, value);
      return value;
    },
    set: keepSettled,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** A cache that keeps nothing: each get loads (MARU_CACHES=off). */
export function passThroughCache<V extends NonNullable<unknown>>(spec: CacheSpec): NamedCache<V> {
  const lookups = { hits: 0, misses: 0 };
  return {
    spec,
    lookups,
    get: (_key, load) => {
      lookups.misses += 1;
      return load();
    },
    peek: () => undefined,
    getNow: (_key, compute) => {
      lookups.misses += 1;
      return compute();
    },
    set: () => {},
    delete: () => {},
    clear: () => {},
    size: 0,
  };
}
