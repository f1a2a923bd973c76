const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A staff session ends after 2 hours without a request… */
export const STAFF_SESSION_IDLE_MS = 2 * HOUR_MS;
/** …and 12 hours after sign-in whatever happens: one working day, then a fresh sign-in. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * HOUR_MS;
/**
 * A session's last-seen time is written at most this often: every console request would
 * otherwise be a write, for an idle clock whose unit is hours.
 */
export const STAFF_SESSION_TOUCH_MS = MINUTE_MS;

export interface StaffSessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

/** The moment the session stops working unless used again before: the earlier of its two limits. */
export function staffSessionEndsAt({ createdAt, lastSeenAt }: StaffSessionTimes): Date {
  return new Date(Math.min(lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS, createdAt.getTime() + STAFF_SESSION_ABSOLUTE_MS));
}

export function staffSessionIsLive(times: StaffSessionTimes, now: Date): boolean {
  return now.getTime() < staffSessionEndsAt(times).getTime();
}

/** Whether a request at `now` should move the session's last-seen time forward. */
export function staffSessionNeedsTouch({ lastSeenAt }: Pick<StaffSessionTimes, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= STAFF_SESSION_TOUCH_MS;
}
