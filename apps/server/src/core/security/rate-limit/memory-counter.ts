import { LRUCache } from 'lru-cache';
import { NO_HITS, type WindowCounter } from './window-counter';

/**
 * Keys kept at most. A flood of distinct keys (addresses) evicts the least recently used
 * windows instead of growing without bound; 100,000 small entries are a few MB.
 */
const MAX_KEYS = 100_000;

/** Counts in this process only: without REDIS_URL, and while Redis is unreachable. */
export function memoryCounter(): WindowCounter {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: MAX_KEYS });
  const live = (key: string) => {
    const entry = windows.get(key);
    return entry && entry.endsAt > Date.now() ? entry : undefined;
  };
  const countOf = (entry: { count: number; endsAt: number } | undefined) =>
    entry ? { count: entry.count, resetInMs: entry.endsAt - Date.now() } : NO_HITS;
  return {
    hit: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry, { ttl: Math.max(1, entry.endsAt - Date.now()) });
      return countOf(entry);
    },
    peek: async (key) => countOf(live(key)),
    takeBack: async (key) => {
      // The entry is the one the cache holds: changing its count keeps its place and its end.
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => {
      windows.clear();
    },
  };
}
