import { createHash } from 'node:crypto';
import { MINUTE, type RequestLimit } from '../../core/rate-limit/request-limit';
import type { WindowCounter } from '../../core/rate-limit/window-counter';

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
  /** Milliseconds until the e-mail may be tried again once it has used up its failures; else undefined. */
  blockedFor(email: string): Promise<number | undefined>;
  failed(email: string): Promise<void>;
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
    blockedFor: async (email) => {
      const { count, resetInMs } = await counter.peek(key(email));
      return count >= MAX_FAILURES_PER_EMAIL && resetInMs > 0 ? resetInMs : undefined;
    },
    failed: async (email) => {
      await counter.hit(key(email), SIGN_IN_WINDOW_MS);
    },
    succeeded: (email) => counter.reset(key(email)),
  };
}
