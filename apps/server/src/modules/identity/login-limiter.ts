import { addressKey } from '../../core/rate-limit/address-key';
import type { RequestLimit } from '../../core/rate-limit/request-limit';
import type { WindowCounter } from '../../core/rate-limit/window-counter';
import { emailHash } from './secrets';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Failed sign-ins per address, as a named limit MARU_RATE_LIMITS can change
 * (`sign-in-failures.perIp=N`): the browser tests sign in from one address, and their
 * deliberate wrong passwords add up past 20 in a run.
 */
export const SIGN_IN_FAILURES: RequestLimit = { name: 'sign-in-failures', perIp: MAX_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS };

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
export function loginLimiter(counter: WindowCounter, perAddress: RequestLimit = SIGN_IN_FAILURES): LoginLimiter {
  const maxPerIp = perAddress.perIp ?? MAX_FAILURES_PER_IP;
  const accountKey = (email: string) => `login-fail:account:${emailHash(email)}`;
  const ipKey = (ip: string) => `login-fail:ip:${addressKey(ip)}`;
  return {
    blockedFor: async (email, ip) => {
      const [account, address] = await Promise.all([counter.peek(accountKey(email)), counter.peek(ipKey(ip))]);
      const waits = [account.count >= MAX_FAILURES_PER_ACCOUNT ? account.resetInMs : 0, address.count >= maxPerIp ? address.resetInMs : 0];
      const wait = Math.max(...waits);
      return wait > 0 ? wait : undefined;
    },
    failed: async (email, ip) => {
      await Promise.all([counter.hit(accountKey(email), LOGIN_WINDOW_MS), counter.hit(ipKey(ip), perAddress.windowMs)]);
    },
    succeeded: (email) => counter.reset(accountKey(email)),
  };
}
