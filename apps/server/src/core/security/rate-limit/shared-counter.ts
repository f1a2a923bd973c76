import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { memoryCounter } from './memory-counter';
import { redisCounter } from './redis-counter';
import type { WindowCounter } from './window-counter';

/** After a failed Redis command, count in memory this long before asking Redis again. */
const REDIS_COOL_DOWN_MS = 5_000;
/** A Redis that answers slower than this counts as down for the request at hand. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface SharedCounterOptions {
  redisUrl: string | undefined;
  /** Separates this deployment's (or test run's) keys from others on the same Redis. */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * The counter every limit uses: Redis when REDIS_URL is set, so all server processes share
 * the counts, else this process's memory.
 *
 * When Redis is down or dies mid-run, counting goes on in memory instead of failing open
 * (a dead Redis must not lift every limit) or closed (nor lock every shopper out). Each
 * process then counts alone, so an address may get up to N× its budget across N processes
 * for the outage; that is the price of staying up. One warning is logged when the outage
 * starts and one info line when Redis is back, not a line per request. The counts made in
 * memory are not copied to Redis on its return: windows are minutes long, so at worst a
 * client gets one fresh window.
 */
export function sharedCounter({ redisUrl, prefix, log }: SharedCounterOptions): WindowCounter {
  const local = memoryCounter();
  if (!redisUrl) return local;

  // No offline queue and no retries: a command while Redis is away fails at once and the
  // request counts in memory, instead of waiting for a reconnect. ioredis keeps
  // reconnecting in the background (every 2 s at most) and says 'ready' when it is back.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  const shared = redisCounter(redis, prefix);
  let closing = false;
  let outage = false;
  let askRedisAgainAt = 0;

  const lost = (error: unknown) => {
    if (closing) return;
    askRedisAgainAt = Date.now() + REDIS_COOL_DOWN_MS;
    if (outage) return;
    outage = true;
    log.warn({ err: error }, 'Redis unreachable: request limits count in this process only until it is back');
  };
  const back = () => {
    askRedisAgainAt = 0;
    if (!outage) return;
    outage = false;
    log.info('Redis reachable again: request limits are shared again');
  };
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  redis.on('error', lost);
  redis.on('close', () => lost(new Error('connection to Redis closed')));
  redis.on('ready', back);

  const either = async <T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready' || Date.now() < askRedisAgainAt) return viaMemory();
    try {
      const result = await viaRedis();
      back();
      return result;
    } catch (error) {
      lost(error);
      return viaMemory();
    }
  };

  return {
    hit: (key, windowMs) => either(() => shared.hit(key, windowMs), () => local.hit(key, windowMs)),
    peek: (key) => either(() => shared.peek(key), () => local.peek(key)),
    // Where the hit was made is not known here: if Redis went away in between, memory holds
    // no such hit (or an older one of the outage) and the hit stays counted in Redis.
    takeBack: (key) => either(() => shared.takeBack(key), () => local.takeBack(key)),
    reset: async (key) => {
      await Promise.all([either(() => shared.reset(key), async () => {}), local.reset(key)]);
    },
    close: async () => {
      closing = true;
      redis.disconnect();
      await local.close();
    },
  };
}
