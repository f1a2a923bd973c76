import type { FastifyBaseLogger } from 'fastify';
import { type AttemptCounter, memoryCounter, redisCounter } from './attempt-limiter';
import { emailHash } from './secrets';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface LoginLimiter {
  /** True once the account or the address has used up its failed sign-ins for the window. */
  blocked(email: string, ip: string): Promise<boolean>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Failed sign-ins per account and per IP. With Redis the counts hold across processes;
 * if Redis is unreachable sign-in stays possible (the outage is logged) rather than
 * locking every member out.
 */
export function loginLimiter(options: { redisUrl?: string; redisPrefix: string; log: FastifyBaseLogger }): LoginLimiter {
  const counter: AttemptCounter = options.redisUrl
    ? redisCounter(options.redisUrl, `${options.redisPrefix}login-fail:`, LOGIN_WINDOW_MS)
    : memoryCounter(LOGIN_WINDOW_MS);
  const accountKey = (email: string) => `account:${emailHash(email)}`;
  const ipKey = (ip: string) => `ip:${ip}`;
  const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      options.log.warn({ err: error }, 'sign-in attempt counter unavailable');
      return fallback;
    }
  };
  return {
    blocked: (email, ip) =>
      safely(async () => {
        const [account, address] = await Promise.all([counter.count(accountKey(email)), counter.count(ipKey(ip))]);
        return account >= MAX_FAILURES_PER_ACCOUNT || address >= MAX_FAILURES_PER_IP;
      }, false),
    failed: (email, ip) => safely(async () => void (await Promise.all([counter.add(accountKey(email)), counter.add(ipKey(ip))])), undefined),
    succeeded: (email) => safely(() => counter.reset(accountKey(email)), undefined),
    close: () => safely(() => counter.close(), undefined),
  };
}
