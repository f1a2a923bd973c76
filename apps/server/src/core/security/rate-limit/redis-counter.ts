import type { Redis } from 'ioredis';
import { NO_HITS, type WindowCounter } from './window-counter';

/** Counts in Redis, shared by every server process using the same Redis and prefix. */
export function redisCounter(redis: Redis, prefix: string): Omit<WindowCounter, 'close'> {
  const name = (key: string) => `${prefix}${key}`;
  const countOf = (count: unknown, ttl: unknown) => {
    const hits = Number(count ?? 0);
    return hits > 0 ? { count: hits, resetInMs: Math.max(0, Number(ttl)) } : NO_HITS;
  };
  return {
    hit: async (key, windowMs) => {
      // INCR, PEXPIRE NX and PTTL in one round trip: the window starts at the first hit.
      const results = await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').pttl(name(key)).exec();
      return countOf(resultOf(results, 0), resultOf(results, 2));
    },
    peek: async (key) => {
      const results = await redis.multi().get(name(key)).pttl(name(key)).exec();
      return countOf(resultOf(results, 0), resultOf(results, 1));
    },
    takeBack: async (key) => {
      await redis.eval(TAKE_BACK, 1, name(key));
    },
    reset: async (key) => {
      await redis.del(name(key));
    },
  };
}

/**
 * DECR only a key that is there and above zero, in one step: a plain DECR would start a
 * key with no window at -1 (an extra try for ever), and a GET then DECR could be split by
 * another process's hit or take-back. DECR keeps the key's expiry, so the window keeps its end.
 */
const TAKE_BACK = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** One reply of a MULTI; a failed command fails the call (the caller falls back to memory). */
function resultOf(results: [Error | null, unknown][] | null, index: number): unknown {
  const [error, value] = results?.[index] ?? [new Error('Redis transaction was discarded'), undefined];
  if (error) throw error;
  return value;
}
