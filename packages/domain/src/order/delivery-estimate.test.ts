import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryEstimate } from './delivery-estimate';
import { isKoreanPublicHoliday } from './korean-holidays';

// Instants are written in KST (+09:00) so each case names the Korean day it is about.
describe('deliveryEstimate', () => {
  it.each([
    ['a parcel paid on a Friday skips the weekend', '2026-11-27T15:00:00+09:00', ['택배'], '11월 30일(월)~12월 2일(수) 도착 예정'],
    ['성탄절 and the weekend after it are skipped', '2026-12-24T10:00:00+09:00', ['택배'], '12월 28일(월)~12월 30일(수) 도착 예정'],
    ['추석 연휴 (Thu–Sat) and the Sunday are skipped', '2026-09-23T10:00:00+09:00', ['택배'], '9월 28일(월)~9월 30일(수) 도착 예정'],
    ['신정 across the year end', '2026-12-31T18:00:00+09:00', ['택배'], '1월 4일(월)~1월 6일(수) 도착 예정'],
    ['the slowest way of delivery sets the end, the fastest the start', '2026-11-27T15:00:00+09:00', ['택배', '직접배송'], '11월 30일(월)~12월 8일(화) 도착 예정'],
  ] as const)('%s', (_, paidAt, methods, label) => {
    expect(deliveryEstimate(new Date(paidAt), methods)?.label).toBe(label);
  });

  it('counts from the Korean day of payment, not the UTC one', () => {
    // 2026-11-27 08:30 KST is still Thursday the 26th in UTC.
    const estimate = deliveryEstimate(new Date('2026-11-26T23:30:00Z'), ['택배']);
    expect(estimate).toEqual({ from: '2026-11-30', to: '2026-12-02', label: '11월 30일(월)~12월 2일(수) 도착 예정' });
  });

  it('has no estimate without lines', () => {
    expect(deliveryEstimate(new Date('2026-11-27T15:00:00+09:00'), [])).toBeNull();
  });
});

describe('addBusinessDays', () => {
  it('skips 설날 연휴 with its substitute day (2027-02-06…09)', () => {
    expect(addBusinessDays({ year: 2027, month: 2, day: 5 }, 1)).toEqual({ year: 2027, month: 2, day: 10 });
  });

  it('lists the substitute holidays, not the Saturday or Sunday they replace', () => {
    expect(isKoreanPublicHoliday('2026-08-17')).toBe(true);
    expect(isKoreanPublicHoliday('2026-08-18')).toBe(false);
  });
});
