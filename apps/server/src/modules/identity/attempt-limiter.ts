import { Redis } from 'ioredis';

/** Counts events per key in fixed windows; shared across processes when backed by Redis. */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  add(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounter(windowMs: number): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt > Date.now()) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    add: async (key) => {
      const entry = live(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      // Keep memory bounded under a flood of distinct keys: drop ended windows.
      if (windows.size > 50_000) for (const name of windows.keys()) live(name);
      return entry.count;
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => {},
  };
}

export function redisCounter(url: string, prefix: string, windowMs: number): AttemptCounter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const name = (key: string) => `${prefix}${key}`;
  return {
    count: async (key) => Number((await redis.get(name(key))) ?? 0),
    add: async (key) => {
      // INCR and PEXPIRE NX in one round trip: the window starts at the first failure.
      const results = await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    reset: async (key) => {
      await redis.del(name(key));
    },
    close: async () => {
      await redis.quit();
    },
  };
}
