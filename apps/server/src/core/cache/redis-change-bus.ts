import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChangeBus, DataChange } from './registry';

export interface RedisChangeBusOptions {
  redisUrl: string;
  /** Separates this deployment's (or test run's) channel from others on the same Redis. */
  prefix: string;
  log: FastifyBaseLogger;
  /** A change another process made. */
  onChange(change: DataChange): void;
  /** Messages may have been missed (the subscription was down): forget everything. */
  onGap(): void;
}

/**
 * Changes travel as Redis pub/sub messages on one channel. Each process skips its own
 * (it applied them already). Pub/sub keeps nothing for a process that was disconnected,
 * so when the subscription comes back after a loss the process empties all its caches
 * rather than serve what a missed message should have dropped.
 */
export function redisChangeBus({ redisUrl, prefix, log, onChange, onGap }: RedisChangeBusOptions): ChangeBus {
  const origin = randomUUID();
  const channel = `${prefix}cache-changes`;
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000 } as const;
  const publisher = new Redis(redisUrl, options);
  // A subscriber must be its own connection; it re-subscribes by itself after a reconnect.
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  let closing = false;
  let lostSubscription = false;
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (closing || warned) return;
    warned = true;
    log.warn({ err: error }, 'Cache changes stay in this process until Redis answers again');
  };
  publisher.on('error', warnOnce);
  subscriber.on('error', warnOnce);
  subscriber.on('close', () => {
    if (!closing) lostSubscription = true;
  });
  subscriber.on('ready', () => {
    warned = false;
    if (lostSubscription) onGap();
    lostSubscription = false;
  });
  subscriber.subscribe(channel).catch(warnOnce);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const change = parse(message);
    if (change && change.origin !== origin) onChange({ topic: change.topic, ...(change.key === undefined ? {} : { key: change.key }) });
  });
  return {
    publish(change) {
      publisher.publish(channel, JSON.stringify({ origin, ...change })).catch(warnOnce);
    },
    async close() {
      closing = true;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

function parse(message: string): (DataChange & { origin: string }) | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    const { origin, topic, key } = value as Record<string, unknown>;
    if (typeof origin !== 'string' || typeof topic !== 'string' || (key !== undefined && typeof key !== 'string')) return undefined;
    return { origin, topic, ...(key === undefined ? {} : { key }) };
  } catch {
    return undefined;
  }
}
