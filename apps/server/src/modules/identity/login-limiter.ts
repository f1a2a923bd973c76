import { addressKey } from '../../core/security/rate-limit/address-key';
import type { RequestLimit } from '../../core/security/rate-limit/request-limit';
import type { WindowCount, WindowCounter } from '../../core/security/rate-limit/window-counter';
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
  /**
   * Counts this try as a failure of the account and of the address before its password is
   * checked, in one atomic step each, so tries sent at once cannot all read a count none of
   * them has added to yet: at most the limit of them go on. Answers the milliseconds to wait
   * when the account or the address has used up its failures (the try is then taken back, a
   * refused try not being a failure), else undefined and the try stays counted as failed.
   */
  admit(email: string, ip: string): Promise<number | undefined>;
  /** The password was right: the account's failures are cleared, and the address's count of this try taken back. */
  succeeded(email: string, ip: string): Promise<void>;
}

/**
 * Failed sign-ins per account and per IP, on the app's window counter (shared through Redis
 * when REDIS_URL is set; see core/security/rate-limit/shared-counter.ts for a Redis outage). Unlike
 * the request limits it counts failures only: a try is counted up front and taken back when
 * it is refused or right, and a success clears the account's count.
 */
export function loginLimiter(counter: WindowCounter, perAddress: RequestLimit = SIGN_IN_FAILURES): LoginLimiter {
  const maxPerIp = perAddress.perIp ?? MAX_FAILURES_PER_IP;
  const accountKey = (email: string) => `login-fail:account:${emailHash(email)}`;
  const ipKey = (ip: string) => `login-fail:ip:${addressKey(ip)}`;
  return {
    admit: async (email, ip) => {
      const [account, address] = await Promise.all([counter.hit(accountKey(email), LOGIN_WINDOW_MS), counter.hit(ipKey(ip), perAddress.windowMs)]);
      const wait = Math.max(waitOver(account, MAX_FAILURES_PER_ACCOUNT), waitOver(address, maxPerIp));
      if (wait === 0) return undefined;
      await Promise.all([counter.takeBack(accountKey(email)), counter.takeBack(ipKey(ip))]);
      return wait;
    },
    succeeded: async (email, ip) => {
      await Promise.all([counter.reset(accountKey(email)), counter.takeBack(ipKey(ip))]);
    },
  };
}

/** The wait left when a count that includes this try is past `max` failures, else 0. */
function waitOver(count: WindowCount, max: number): number {
  return count.count > max ? Math.max(1, count.resetInMs) : 0;
}
