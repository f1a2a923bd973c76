import { createHash } from 'node:crypto';
import { MINUTE, type RequestLimit } from '../../core/security/rate-limit/request-limit';
import type { WindowCounter } from '../../core/security/rate-limit/window-counter';

export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
/** Wrong passwords for one staff e-mail before it is locked for the rest of the window. */
export const MAX_FAILURES_PER_EMAIL = 5;

/**
 * Every sign-in attempt per address, counted by the request limits before the body is read
 * (MARU_RATE_LIMITS `staff-sign-in.perIp=N` changes it). Staff are a handful of people:
 * 30 tries in 15 minutes is a whole office signing in after a typo each.
 */
export const SIGN_IN_LIMIT: RequestLimit = { name: 'staff-sign-in', perIp: 30, windowMs: SIGN_IN_WINDOW_MS };

export interface StaffSignInLimiter {
  /**
   * Counts this try as a failure of the e-mail before its password is checked, in one atomic
   * step, so tries sent at once cannot all read a count none of them has added to yet: at most
   * the limit of them go on. Answers the milliseconds to wait once the e-mail has used up its
   * failures (the try is then taken back, a refused try not being a failure), else undefined.
   */
  admit(email: string): Promise<number | undefined>;
  /** The password was right: the e-mail's failures are cleared. */
  succeeded(email: string): Promise<void>;
}

/**
 * Failed sign-ins per e-mail, on the app's window counter (shared through Redis with
 * REDIS_URL), as the shop's own login-limiter does for members. Counted for any e-mail,
 * known or not, so a lock says nothing about whether the address belongs to staff.
 */
export function staffSignInLimiter(counter: WindowCounter): StaffSignInLimiter {
  const key = (email: string) => `staff-sign-in-fail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  return {
    admit: async (email) => {
      const { count, resetInMs } = await counter.hit(key(email), SIGN_IN_WINDOW_MS);
      if (count <= MAX_FAILURES_PER_EMAIL) return undefined;
      await counter.takeBack(key(email));
      return Math.max(1, resetInMs);
    },
    succeeded: (email) => counter.reset(key(email)),
  };
}
