import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, staffSessionEndsAt, staffSessionIsLive, staffSessionNeedsTouch } from './session-policy';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('staff session limits (hand-computed)', () => {
  const createdAt = at('2026-11-25T00:00:00Z');

  it('ends 2 hours after the last request', () => {
    const times = { createdAt, lastSeenAt: at('2026-11-25T03:00:00Z') };
    expect(staffSessionEndsAt(times)).toEqual(at('2026-11-25T05:00:00Z'));
    expect(staffSessionIsLive(times, at('2026-11-25T04:59:59.999Z'))).toBe(true);
    expect(staffSessionIsLive(times, at('2026-11-25T05:00:00Z'))).toBe(false);
  });

  it('ends 12 hours after sign-in however busy the session is', () => {
    const times = { createdAt, lastSeenAt: at('2026-11-25T11:30:00Z') };
    expect(staffSessionEndsAt(times)).toEqual(at('2026-11-25T12:00:00Z'));
    expect(staffSessionIsLive(times, at('2026-11-25T12:00:00Z'))).toBe(false);
  });

  it('writes the last-seen time at most once a minute', () => {
    const lastSeenAt = at('2026-11-25T01:00:00Z');
    expect(staffSessionNeedsTouch({ lastSeenAt }, at('2026-11-25T01:00:59Z'))).toBe(false);
    expect(staffSessionNeedsTouch({ lastSeenAt }, at('2026-11-25T01:01:00Z'))).toBe(true);
  });
});

describe('staff session limits (properties)', () => {
  // Sessions signed in some time in 2026, used up to a day later, checked up to a day after that.
  const session = fc
    .record({ created: fc.integer({ min: 0, max: 365 * 24 * HOUR }), seenAfter: fc.integer({ min: 0, max: 24 * HOUR }), checkAfter: fc.integer({ min: 0, max: 24 * HOUR }) })
    .map(({ created, seenAfter, checkAfter }) => {
      const createdAt = new Date(Date.UTC(2026, 0, 1) + created);
      const lastSeenAt = new Date(createdAt.getTime() + seenAfter);
      return { times: { createdAt, lastSeenAt }, now: new Date(lastSeenAt.getTime() + checkAfter) };
    });

  it('is never live past 12 hours from sign-in nor 2 hours from the last request', () => {
    fc.assert(
      fc.property(session, ({ times, now }) => {
        if (!staffSessionIsLive(times, now)) return;
        expect(now.getTime() - times.createdAt.getTime()).toBeLessThan(STAFF_SESSION_ABSOLUTE_MS);
        expect(now.getTime() - times.lastSeenAt.getTime()).toBeLessThan(STAFF_SESSION_IDLE_MS);
      }),
    );
  });

  it('is live whenever both limits are still ahead', () => {
    fc.assert(
      fc.property(session, ({ times, now }) => {
        const withinBoth = now.getTime() - times.createdAt.getTime() < STAFF_SESSION_ABSOLUTE_MS && now.getTime() - times.lastSeenAt.getTime() < STAFF_SESSION_IDLE_MS;
        expect(staffSessionIsLive(times, now)).toBe(withinBoth);
      }),
    );
  });
});
