import { useEffect, useState } from 'react';

/** The last minutes of a sheet are counted down on screen; before that nothing ticks. */
export const COUNTDOWN_FROM_MS = 5 * 60 * 1000;

/**
 * Time left on the sheet (its expiresAt, from the server): re-renders every second only
 * during the last five minutes, and once when it runs out.
 */
export function useSheetClock(expiresAt: string | undefined, now: () => number = Date.now): { expired: boolean; remainingMs: number | null } {
  const deadline = expiresAt ? new Date(expiresAt).getTime() : Number.NaN;
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const left = deadline - now();
    // Already over while the last reading was not: one more reading, at once.
    if (left <= 0 && current >= deadline) return;
    // Otherwise wake up when the countdown starts, then every second until the end.
    const delay = left <= 0 ? 0 : left > COUNTDOWN_FROM_MS ? left - COUNTDOWN_FROM_MS : Math.min(1000, left);
    const timer = window.setTimeout(() => setCurrent(now()), Math.min(delay, 2_147_483_647));
    return () => window.clearTimeout(timer);
  }, [deadline, now, current]);
  if (Number.isNaN(deadline)) return { expired: false, remainingMs: null };
  const left = deadline - current;
  return { expired: left <= 0, remainingMs: left <= COUNTDOWN_FROM_MS ? Math.max(0, left) : null };
}
