import { describe, expect, it } from 'vitest';
import { type CouponValues, couponValueProblems } from './coupons';

const amountCoupon: CouponValues = { benefitType: 'AMOUNT', amount: 3_000, rate: 0, maxDiscount: null, minOrderAmount: 0, totalQuantity: null, validDays: 14, validUntil: null, startsAt: null };
const fieldsOf = (change: Partial<CouponValues>) => couponValueProblems({ ...amountCoupon, ...change }).map((problem) => problem.field);

describe('couponValueProblems', () => {
  it('takes a sound coupon of each kind', () => {
    expect(fieldsOf({})).toEqual([]);
    expect(fieldsOf({ benefitType: 'RATE', amount: 0, rate: 100, maxDiscount: 50_000 })).toEqual([]);
    expect(fieldsOf({ benefitType: 'FREE_DELIVERY', amount: 0 })).toEqual([]);
  });

  it('refuses the extremes, naming the field', () => {
    expect(fieldsOf({ amount: 0 })).toEqual(['amount']);
    expect(fieldsOf({ amount: 100_000_001 })).toEqual(['amount']);
    expect(fieldsOf({ benefitType: 'RATE', amount: 0, rate: 0 })).toEqual(['rate']);
    expect(fieldsOf({ benefitType: 'RATE', amount: 0, rate: 101 })).toEqual(['rate']);
    expect(fieldsOf({ benefitType: 'RATE', amount: 0, rate: 10, maxDiscount: 0 })).toEqual(['maxDiscount']);
    expect(fieldsOf({ maxDiscount: 5_000 })).toEqual(['maxDiscount']);
    expect(fieldsOf({ minOrderAmount: -1 })).toEqual(['minOrderAmount']);
    expect(fieldsOf({ totalQuantity: 0 })).toEqual(['totalQuantity']);
    expect(fieldsOf({ validDays: 0 })).toEqual(['validDays']);
    expect(fieldsOf({ validDays: null })).toEqual(['validDays']);
    expect(fieldsOf({ validUntil: '2027-01-01T00:00:00Z', startsAt: '2027-02-01T00:00:00Z' })).toEqual(['validUntil']);
  });

  it('says what is wrong in Korean', () => {
    expect(couponValueProblems({ ...amountCoupon, amount: 0 })[0]!.message).toBe('할인 금액은 1원 이상 100,000,000원 이하로 입력해 주세요.');
    expect(couponValueProblems({ ...amountCoupon, benefitType: 'RATE', amount: 0, rate: 0 })[0]!.message).toBe('할인율은 1~100% 사이의 정수로 입력해 주세요.');
  });
});
