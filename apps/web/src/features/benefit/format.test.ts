import { ApiCode } from '@maru/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedChoiceOf, cleanChoice, withoutRefused } from './checkout/use-benefit-choice';
import { couponStateText, dDayLabel, downloadValidityText, normalisePoints, pointsUnavailableReason, signedKrw } from './format';

const date = (iso: string) => iso.slice(0, 10);

describe('dDayLabel', () => {
  // 2026-11-25 10:00 KST
  const now = new Date('2026-11-25T01:00:00Z');

  it('counts KST calendar days up to 7, D-day on the last day', () => {
    expect(dDayLabel('2026-11-25T14:59:59Z', now)).toBe('D-day'); // 23:59 KST the same day
    expect(dDayLabel('2026-11-25T15:00:00Z', now)).toBe('D-1'); // 00:00 KST the next day
    expect(dDayLabel('2026-12-02T14:00:00Z', now)).toBe('D-7');
  });

  it('is empty further off, once ended, and for an unreadable date', () => {
    expect(dDayLabel('2026-12-03T15:00:00Z', now)).toBe('');
    expect(dDayLabel('2026-11-25T00:59:59Z', now)).toBe('');
    expect(dDayLabel('not a date', now)).toBe('');
  });
});

describe('normalisePoints', () => {
  it('rounds down to the unit and says so', () => {
    expect(normalisePoints('1,234', 100, 50_000)).toEqual({ amount: 1_200, adjusted: true });
    expect(normalisePoints('1200원', 100, 50_000)).toEqual({ amount: 1_200, adjusted: false });
  });

  it('caps at what the order may take, treats nothing typed as 0', () => {
    expect(normalisePoints('99999', 100, 3_000)).toEqual({ amount: 3_000, adjusted: true });
    expect(normalisePoints('', 100, 3_000)).toEqual({ amount: 0, adjusted: false });
    expect(normalisePoints('-500', 100, 3_000)).toEqual({ amount: 500, adjusted: false });
    expect(normalisePoints('abc', 100, 3_000)).toEqual({ amount: 0, adjusted: false });
  });

  it('always answers a multiple of the unit between 0 and the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 10_000_000 }), (typed, max) => {
        const { amount } = normalisePoints(typed, 100, max);
        expect(amount % 100).toBe(0);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('texts', () => {
  it('says why points cannot be used', () => {
    expect(pointsUnavailableReason({ balance: 900, maxUsable: 0, minBalance: 1_000 })).toBe('적립금은 1,000원 이상 모이면 사용할 수 있습니다.');
    expect(pointsUnavailableReason({ balance: 5_000, maxUsable: 0, minBalance: 1_000 })).toBe('이 주문에는 적립금을 사용할 수 없습니다.');
    expect(pointsUnavailableReason({ balance: 5_000, maxUsable: 5_000, minBalance: 1_000 })).toBeNull();
  });

  it('tells a downloadable coupon’s validity', () => {
    expect(downloadValidityText({ validUntil: null, validDays: 30 }, date)).toBe('받은 날부터 30일간 사용');
    expect(downloadValidityText({ validUntil: '2026-12-31T14:59:59Z', validDays: null }, date)).toBe('2026-12-31까지 사용');
    expect(downloadValidityText({ validUntil: '2026-12-31T14:59:59Z', validDays: 7 }, date)).toBe('받은 날부터 7일 (2026-12-31까지)');
  });

  it('tells a held coupon’s state', () => {
    expect(couponStateText({ status: 'USABLE', expiresAt: '2026-12-01T00:00:00Z', usedAt: null }, date)).toBe('2026-12-01까지');
    expect(couponStateText({ status: 'USED', expiresAt: '2026-12-01T00:00:00Z', usedAt: '2026-11-20T00:00:00Z' }, date)).toBe('2026-11-20 사용');
    expect(couponStateText({ status: 'EXPIRED', expiresAt: '2026-11-01T00:00:00Z', usedAt: null }, date)).toBe('2026-11-01 만료');
  });

  it('signs ledger amounts', () => {
    expect(signedKrw(1_500)).toBe('+1,500원');
    expect(signedKrw(-300)).toBe('-300원');
    expect(signedKrw(0)).toBe('0원');
  });
});

describe('the checkout choice', () => {
  it('keeps only what was chosen', () => {
    expect(cleanChoice({ productCouponId: undefined, shippingCouponId: 4, usePoints: 0 })).toEqual({ shippingCouponId: 4 });
  });

  it('drops the coupons on 7205 and the points on 7206', () => {
    const choice = { productCouponId: 1, shippingCouponId: 2, usePoints: 3_000 };
    expect(withoutRefused(choice, ApiCode.COUPON_NOT_USABLE)).toEqual({ usePoints: 3_000 });
    expect(withoutRefused(choice, ApiCode.POINTS_NOT_USABLE)).toEqual({ productCouponId: 1, shippingCouponId: 2 });
  });

  it('places what the server priced', () => {
    const points = { balance: 5_000, maxUsable: 5_000, minBalance: 1_000, unit: 100 };
    expect(appliedChoiceOf({ productCoupons: [], shippingCoupons: [], points, applied: { productCouponId: 7, shippingCouponId: null, usePoints: 1_000 } })).toEqual({ productCouponId: 7, usePoints: 1_000 });
    expect(appliedChoiceOf(null)).toEqual({});
  });
});
