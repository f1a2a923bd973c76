import { addressKey } from '../../core/rate-limit/address-key';
import type { WindowCounter } from '../../core/rate-limit/window-counter';
import { emailHash } from './secrets';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface LoginLimiter {
  /** Milliseconds until sign-in is possible again once the account or the address has used up its failures; else undefined. */
  blockedFor(email: string, ip: string): Promise<number | undefined>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

/**
 * Failed sign-ins per account and per IP, on the app's window counter (shared through Redis
 * when REDIS_URL is set; see core/rate-limit/shared-counter.ts for a Redis outage). Unlike
 * the request limits it counts failures only, and a success clears the account's count.
 */
export function loginLimiter(counter: WindowCounter): LoginLimiter {
  const accountKey = (email: string) => `login-fail:account:${emailHash(email)}`;
  const ipKey = (ip: string) => `login-fail:ip:${addressKey(ip)}`;
  return {
    blockedFor: async (email, ip) => {
      const [account, address] = await Promise.all([counter.peek(accountKey(email)), counter.peek(ipKey(ip))]);
      const waits = [account.count >= MAX_FAILURES_PER_ACCOUNT ? account.resetInMs : 0, address.count >= MAX_FAILURES_PER_IP ? address.resetInMs : 0];
      const wait = Math.max(...waits);
      return wait > 0 ? wait : undefined;
    },
    failed: async (email, ip) => {
      await Promise.all([counter.hit(accountKey(email), LOGIN_WINDOW_MS), counter.hit(ipKey(ip), LOGIN_WINDOW_MS)]);
    },
    succeeded: (email) => counter.reset(accountKey(email)),
  };
}
