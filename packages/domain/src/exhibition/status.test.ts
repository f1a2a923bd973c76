import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exhibitionPeriodText, exhibitionStatus, exhibitionStatusRank, tabOfStatus } from './status';

const period = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T15:00:00Z' };

describe('exhibitionStatus', () => {
  it('is upcoming before the start, running from the start, ended at the end', () => {
    expect(exhibitionStatus(period, new Date('2026-11-30T23:59:59.999Z'))).toBe('UPCOMING');
    expect(exhibitionStatus(period, new Date('2026-12-01T00:00:00Z'))).toBe('RUNNING');
    expect(exhibitionStatus(period, new Date('2026-12-31T14:59:59.999Z'))).toBe('RUNNING');
    expect(exhibitionStatus(period, new Date('2026-12-31T15:00:00Z'))).toBe('ENDED');
  });

  it('reads dates and ISO strings alike', () => {
    const now = new Date('2026-12-10T00:00:00Z');
    expect(exhibitionStatus({ startsAt: new Date(period.startsAt), endsAt: new Date(period.endsAt) }, now)).toBe(exhibitionStatus(period, now));
  });

  it('never goes back: later moments have the same or a later status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 10 ** 10 }), fc.integer(), fc.nat(), (start, length, offset, step) => {
        const range = { startsAt: new Date(start), endsAt: new Date(start + length) };
        const at = start + (offset % (length * 3));
        const order = ['UPCOMING', 'RUNNING', 'ENDED'];
        const before = order.indexOf(exhibitionStatus(range, new Date(at)));
        const after = order.indexOf(exhibitionStatus(range, new Date(at + step)));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('list order and tabs', () => {
  it('puts running first, then upcoming, then ended; ended ones alone in the archive tab', () => {
    expect(exhibitionStatusRank.RUNNING).toBeLessThan(exhibitionStatusRank.UPCOMING);
    expect(exhibitionStatusRank.UPCOMING).toBeLessThan(exhibitionStatusRank.ENDED);
    expect([tabOfStatus('RUNNING'), tabOfStatus('UPCOMING'), tabOfStatus('ENDED')]).toEqual(['current', 'current', 'ended']);
  });
});

describe('exhibitionPeriodText', () => {
  it('shows Korean dates with the last day an exhibition is open', () => {
    // Ends at 00:00 KST on 1 January: the last day is 31 December.
    expect(exhibitionPeriodText(period)).toBe('2026. 12. 01. ~ 2026. 12. 31.');
  });
});
