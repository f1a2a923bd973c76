import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoCalendarDate, koreanDayRange, koreanDayStart } from './period';

describe('Korean calendar days', () => {
  it('begin at midnight in Korea, 15:00 UTC the day before', () => {
    expect(koreanDayStart('2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(koreanDayRange('2026-11-01', '2026-11-30')).toEqual({ since: new Date('2026-10-31T15:00:00Z'), until: new Date('2026-11-30T15:00:00Z') });
    expect(koreanDayRange(undefined, undefined)).toEqual({ since: undefined, until: undefined });
  });

  it('refuses what is not a real YYYY-MM-DD day', () => {
    for (const text of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-1-01', '20260101', '']) expect(isIsoCalendarDate(text)).toBe(false);
    expect(isIsoCalendarDate('2028-02-29')).toBe(true);
    expect(() => koreanDayStart('2026-02-31')).toThrow(RangeError);
  });

  it('covers exactly 24 hours a day for any range (Korea keeps no summer time)', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (from, length) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const { since, until } = koreanDayRange(from, to);
        expect(until!.getTime() - since!.getTime()).toBe((length + 1) * 86_400_000);
      }),
    );
  });
});
