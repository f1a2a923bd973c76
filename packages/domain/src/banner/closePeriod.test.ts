import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BannerDefaults } from '../codes';
import { compareCalendarDates, daysInMonth, isValidDate, parseDate, type CalendarDate } from '../guards';
import { addClosePeriod, closedRecordFor, parseClosePeriod } from './closePeriod';

describe('parseClosePeriod', () => {
  it.each([
    ['1d', { amount: 1, unit: 'd' }],
    ['3m', { amount: 3, unit: 'm' }],
    ['1y', { amount: 1, unit: 'y' }],
    ['14D', { amount: 14, unit: 'd' }],
    [' 7d ', { amount: 7, unit: 'd' }],
  ])('reads %j', (value, expected) => {
    expect(parseClosePeriod(value)).toEqual(expected);
  });

  it.each(['', '0d', 'd', '1w', '1.5d', '-1d', '1000d', '1 d', 'forever', null, undefined])(
    'falls back to the default period for %j',
    (value) => {
      expect(parseClosePeriod(value)).toEqual(parseClosePeriod(BannerDefaults.closePeriod));
      expect(parseClosePeriod(value)).toEqual({ amount: 1, unit: 'd' });
    },
  );
});

describe('addClosePeriod', () => {
  const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({ year, month, day: dayOfMonth });

  it.each([
    [day(2024, 5, 10), '1d', day(2024, 5, 11)],
    [day(2024, 12, 31), '1d', day(2025, 1, 1)],
    [day(2024, 2, 28), '1d', day(2024, 2, 29)],
    [day(2023, 2, 28), '1d', day(2023, 3, 1)],
    [day(2024, 1, 1), '366d', day(2025, 1, 1)],
    [day(2024, 1, 31), '1m', day(2024, 2, 29)],
    [day(2023, 1, 31), '1m', day(2023, 2, 28)],
    [day(2024, 11, 15), '3m', day(2025, 2, 15)],
    [day(2024, 12, 1), '12m', day(2025, 12, 1)],
    [day(2024, 2, 29), '1y', day(2025, 2, 28)],
    [day(2024, 2, 29), '4y', day(2028, 2, 29)],
  ])('%j + %s = %j', (from, period, expected) => {
    expect(addClosePeriod(from, parseClosePeriod(period))).toEqual(expected);
  });

  const date = fc
    .record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .filter(({ year, month, day: d }) => d <= daysInMonth(year, month));
  const period = fc.record({ amount: fc.integer({ min: 1, max: 999 }), unit: fc.constantFrom('d' as const, 'm' as const, 'y' as const) });

  it('always lands on a real date strictly later', () => {
    fc.assert(
      fc.property(date, period, (from, p) => {
        const to = addClosePeriod(from, p);
        expect(isValidDate(to.year, to.month, to.day)).toBe(true);
        expect(compareCalendarDates(to, from)).toBeGreaterThan(0);
      }),
    );
  });

  it('adding days one at a time equals adding them at once', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 60 }), (from, days) => {
        let stepped = from;
        for (let i = 0; i < days; i += 1) stepped = addClosePeriod(stepped, { amount: 1, unit: 'd' });
        expect(addClosePeriod(from, { amount: days, unit: 'd' })).toEqual(stepped);
      }),
    );
  });
});

describe('closedRecordFor', () => {
  it('adds the period to the local date of closing', () => {
    expect(closedRecordFor(7, '1d', new Date(2024, 4, 10, 23, 59))).toEqual({ bannerSeq: 7, periodeDate: '2024-05-11' });
    expect(closedRecordFor(7, '3m', new Date(2024, 4, 10, 0, 1))).toEqual({ bannerSeq: 7, periodeDate: '2024-08-10' });
    expect(closedRecordFor(7, '1y', new Date(2024, 4, 10))).toEqual({ bannerSeq: 7, periodeDate: '2025-05-10' });
  });

  it('uses the default period when the banner has none', () => {
    expect(closedRecordFor(7, undefined, new Date(2024, 4, 10))).toEqual({ bannerSeq: 7, periodeDate: '2024-05-11' });
  });

  it('writes a date parseDate reads back', () => {
    const record = closedRecordFor(1, '2m', new Date(2024, 11, 31));
    expect(record.periodeDate).toBe('2025-02-28');
    expect(parseDate(record.periodeDate)).toEqual({ year: 2025, month: 2, day: 28 });
  });
});
