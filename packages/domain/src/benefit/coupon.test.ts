import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount, benefitLabel, couponExpiry, inScope, productCouponDiscount, type CouponTerms } from './coupon';
import { DAY_MS } from './rules';

const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  couponId: 1, name: '쿠폰', benefitType: 'AMOUNT', amount: 3_000, rate: 0, maxDiscount: null, minOrderAmount: 0, scope: 'ALL', scopeIds: [], ...over,
});

describe('coupon terms (hand-computed)', () => {
  it('takes a fixed amount, or a percent rounded down and capped, never more than the amount', () => {
    expect(productCouponDiscount(coupon({ amount: 3_000 }), 50_000)).toBe(3_000);
    expect(productCouponDiscount(coupon({ amount: 3_000 }), 2_000)).toBe(2_000);
    expect(productCouponDiscount(coupon({ benefitType: 'RATE', rate: 7, maxDiscount: null }), 12_345)).toBe(864);
    expect(productCouponDiscount(coupon({ benefitType: 'RATE', rate: 10, maxDiscount: 5_000 }), 120_000)).toBe(5_000);
    expect(productCouponDiscount(coupon({ benefitType: 'FREE_DELIVERY' }), 50_000)).toBe(0);
  });

  it('gives nothing below the minimum order amount', () => {
    expect(productCouponDiscount(coupon({ minOrderAmount: 30_000 }), 29_999)).toBe(0);
    expect(productCouponDiscount(coupon({ minOrderAmount: 30_000 }), 30_000)).toBe(3_000);
  });

  it('covers the whole shop, categories at any level, brands or products', () => {
    const subject = { productNo: 7, brandNo: 3, categoryNos: [10, 11] };
    expect(inScope(coupon(), subject)).toBe(true);
    expect(inScope(coupon({ scope: 'CATEGORY', scopeIds: [10] }), subject)).toBe(true);
    expect(inScope(coupon({ scope: 'CATEGORY', scopeIds: [12] }), subject)).toBe(false);
    expect(inScope(coupon({ scope: 'BRAND', scopeIds: [3] }), subject)).toBe(true);
    expect(inScope(coupon({ scope: 'PRODUCT', scopeIds: [8] }), subject)).toBe(false);
  });

  it('labels its benefit in Korean', () => {
    expect(benefitLabel(coupon({ amount: 5_000 }))).toBe('5,000원 할인');
    expect(benefitLabel(coupon({ benefitType: 'RATE', rate: 10, maxDiscount: 10_000 }))).toBe('10% 할인 (최대 10,000원)');
    expect(benefitLabel(coupon({ benefitType: 'FREE_DELIVERY' }))).toBe('무료배송');
  });

  it('expires at its end date or N days after download, whichever is first', () => {
    const issued = new Date('2026-11-25T00:00:00Z');
    expect(couponExpiry({ validUntil: null, validDays: 14 }, issued)).toEqual(new Date(issued.getTime() + 14 * DAY_MS));
    expect(couponExpiry({ validUntil: new Date('2026-11-30T00:00:00Z'), validDays: 14 }, issued)).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(() => couponExpiry({ validUntil: null, validDays: null }, issued)).toThrow();
  });
});

describe('coupon terms (properties)', () => {
  const termsArb = fc.record({
    benefitType: fc.constantFrom('AMOUNT' as const, 'RATE' as const),
    amount: fc.integer({ min: 0, max: 100_000 }),
    rate: fc.integer({ min: 0, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    minOrderAmount: fc.integer({ min: 0, max: 100_000 }),
  });

  it('discounts whole won between 0 and the eligible amount, and 0 below the minimum', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 0, max: 1_000_000 }), (terms, eligible) => {
        const discount = productCouponDiscount(coupon(terms), eligible);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(eligible);
        if (eligible < terms.minOrderAmount) expect(discount).toBe(0);
        if (terms.benefitType === 'RATE' && terms.maxDiscount !== null) expect(discount).toBeLessThanOrEqual(terms.maxDiscount);
      }),
    );
  });

  it('splits a discount into shares that add up to it, each within its line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 10 }), fc.nat(), (amounts, raw) => {
        const total = amounts.reduce((a, b) => a + b, 0);
        const discount = total === 0 ? 0 : raw % (total + 1);
        const shares = allocateDiscount(amounts, discount);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
        shares.forEach((share, index) => {
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amounts[index]!);
        });
      }),
    );
  });
});
