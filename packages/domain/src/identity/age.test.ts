import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, canRejoin, isUnder14 } from './age';

const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('ageOn', () => {
  it.each([
    ['2000-06-15', on(2024, 6, 14), 23],
    ['2000-06-15', on(2024, 6, 15), 24],
    ['2000-06-15', on(2024, 12, 31), 24],
    ['2000-06-15', on(2000, 6, 15), 0],
    ['2000-02-29', on(2023, 2, 28), 22],
    ['2000-02-29', on(2023, 3, 1), 23],
    ['2000-02-29', on(2024, 2, 29), 24],
    ['2010-01-01', on(2009, 12, 31), -1],
  ])('born %s is %i on the given day', (birthday, today, expected) => {
    expect(ageOn(birthday, today)).toBe(expected);
  });

  it('counts the day on the local calendar, not UTC', () => {
    expect(ageOn('2000-06-15', new Date(2024, 5, 15, 0, 30))).toBe(24);
    expect(ageOn('2000-06-15', new Date(2024, 5, 14, 23, 30))).toBe(23);
  });

  it('rejects an impossible birthday', () => {
    expect(() => ageOn('2001-02-29', on(2024, 1, 1))).toThrow('Invalid date format');
  });

  it('never goes down as time passes', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), fc.integer({ min: 0, max: 5000 }), (today, days) => {
        const later = new Date(today.getTime() + days * 86_400_000);
        expect(ageOn('1990-07-31', later)).toBeGreaterThanOrEqual(ageOn('1990-07-31', today));
      }),
    );
  });
});

describe('isUnder14', () => {
  it('flips on the fourteenth birthday', () => {
    expect(isUnder14('2010-03-01', on(2024, 2, 29))).toBe(true);
    expect(isUnder14('2010-03-01', on(2024, 3, 1))).toBe(false);
  });
});

describe('canRejoin', () => {
  it('allows joining again three calendar years after losing membership', () => {
    const lostAt = new Date(2021, 4, 10, 9, 0);
    expect(canRejoin(lostAt, new Date(2024, 4, 10, 8, 59))).toBe(false);
    expect(canRejoin(lostAt, new Date(2024, 4, 10, 9, 0))).toBe(true);
    expect(canRejoin(lostAt, new Date(2022, 0, 1))).toBe(false);
  });

  it('waits until 1 March after a loss on 29 February', () => {
    const lostAt = new Date(2020, 1, 29, 0, 0);
    expect(canRejoin(lostAt, new Date(2023, 1, 28, 23, 59))).toBe(false);
    expect(canRejoin(lostAt, new Date(2023, 2, 1, 0, 0))).toBe(true);
  });
});
