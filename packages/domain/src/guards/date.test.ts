import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCalendarDates, formatIsoDate, localCalendarDate } from './calendarDate';
import { daysInMonth, isValidDate, parseDate } from './date';

describe('isValidDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2023, 2, 30, false],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2023, 4, 31, false],
    [2023, 12, 31, true],
    [2023, 13, 1, false],
    [2023, 0, 1, false],
    [2023, 1, 0, false],
    [2023, 1.5, 1, false],
  ])('%i-%i-%i is %s', (year, month, day, expected) => {
    expect(isValidDate(year, month, day)).toBe(expected);
  });
});

describe('parseDate', () => {
  it.each(['2023-06-23', '2023.06.23', '2023/06/23', '20230623', ' 2023-06-23 '])('reads %s', (value) => {
    expect(parseDate(value)).toEqual({ year: 2023, month: 6, day: 23 });
  });

  it.each(['2023-02-30', '2023-13-01', '2023-6-23', '2023-06.23', '23-06-23', '', 'yesterday'])(
    'rejects %j with the spec message',
    (value) => {
      expect(() => parseDate(value)).toThrow(new Error('Invalid date format'));
    },
  );

  it('round-trips every valid date through formatIsoDate', () => {
    const validDate = fc
      .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .filter(({ year, month, day }) => day <= daysInMonth(year, month));
    fc.assert(
      fc.property(validDate, (date) => {
        expect(parseDate(formatIsoDate(date))).toEqual(date);
      }),
    );
  });
});

describe('calendar helpers', () => {
  it('takes the local calendar day of an instant', () => {
    expect(localCalendarDate(new Date(2024, 0, 31, 23, 59))).toEqual({ year: 2024, month: 1, day: 31 });
  });

  it('orders calendar dates the same way as their ISO strings', () => {
    const date = fc.record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(
      fc.property(date, date, (a, b) => {
        const byString = formatIsoDate(a).localeCompare(formatIsoDate(b));
        expect(Math.sign(compareCalendarDates(a, b))).toBe(Math.sign(byString));
      }),
    );
  });
});
