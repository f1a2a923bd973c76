import { describe, expect, it } from 'vitest';
import { ORDER_PERIODS, orderPeriodLabels, periodStart } from './periods';

const starts = (now: string) => Object.fromEntries(ORDER_PERIODS.map((period) => [period, periodStart(period, new Date(now)).toISOString()]));

describe('periodStart', () => {
  it('labels the periods in Korean', () => {
    expect(ORDER_PERIODS.map((period) => orderPeriodLabels[period])).toEqual(['1주일', '1개월', '3개월', '6개월']);
  });

  it.each([
    // now: 2026-07-15 10:00 KST
    ['starts at 00:00 KST one week or 1, 3, 6 months before today', '2026-07-15T01:00:00Z', {
      '1W': '2026-07-07T15:00:00.000Z',
      '1M': '2026-06-14T15:00:00.000Z',
      '3M': '2026-04-14T15:00:00.000Z',
      '6M': '2026-01-14T15:00:00.000Z',
    }],
    // now: 2026-05-31 10:00 KST
    ['clamps to shorter months and crosses the year', '2026-05-31T01:00:00Z', {
      '1W': '2026-05-23T15:00:00.000Z',
      '1M': '2026-04-29T15:00:00.000Z',
      '3M': '2026-02-27T15:00:00.000Z',
      '6M': '2025-11-29T15:00:00.000Z',
    }],
    // now: 2026-03-01 00:30 KST, still 28 February in UTC
    ['takes today in Korea, not in UTC', '2026-02-28T15:30:00Z', {
      '1W': '2026-02-21T15:00:00.000Z',
      '1M': '2026-01-31T15:00:00.000Z',
      '3M': '2025-11-30T15:00:00.000Z',
      '6M': '2025-08-31T15:00:00.000Z',
    }],
  ])('%s', (_, now, expected) => {
    expect(starts(now)).toEqual(expected);
  });

  it('clamps to shorter months in a leap year too', () => {
    // 2028-05-31 → 2028-02-29
    expect(periodStart('3M', new Date('2028-05-31T01:00:00Z')).toISOString()).toBe('2028-02-28T15:00:00.000Z');
  });
});
