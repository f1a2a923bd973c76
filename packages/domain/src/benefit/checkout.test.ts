import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartDelivery } from '../cart';
import { JEJU_FEE, priceOrder } from '../order';
import { maxUsablePoints, pointsRefusal, priceWithCoupons, withPoints, type BenefitLine, type CouponUse } from './checkout';
import type { CouponTerms } from './coupon';
import { MIN_PAYMENT, POINT_RULES } from './rules';

const parcel = (over: Partial<CartDelivery> = {}): CartDelivery => ({ groupKey: 'p', method: '택배', fee: 3_000, freeOver: 50_000, payType: 'PREPAY', ...over });
const line = (key: number, over: Partial<BenefitLine> = {}): BenefitLine => ({ key, qty: 1, price: 10_000, priceDiscount: 0, delivery: parcel(), ...over });
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({ couponId: 1, name: '쿠폰', benefitType: 'AMOUNT', amount: 3_000, rate: 0, maxDiscount: null, minOrderAmount: 0, scope: 'ALL', scopeIds: [], ...over });
const use = (over: Partial<CouponTerms>, eligibleKeys: number[]): CouponUse => ({ terms: terms(over), eligibleKeys });
const order = (lines: BenefitLine[], zonecode: string | null = '06236') => ({ orderType: 'PRODUCT' as const, zonecode, sampleFee: 0, lines });

/** payAmount is exactly the sum of its pieces. */
const pieces = (a: ReturnType<typeof priceOrder>['amounts']) =>
  a.productAmount - a.discountAmount + a.deliveryFee + a.remoteAreaFee + a.sampleFee - (a.couponDiscount ?? 0) - (a.shippingCouponDiscount ?? 0) - (a.pointsUsed ?? 0);

describe('checkout with coupons and points (hand-computed)', () => {
  it('takes a 10 % coupon off the eligible lines only, capped, and rounds down', () => {
    const lines = [line(1, { price: 33_333 }), line(2, { price: 20_000, delivery: parcel({ groupKey: 'q' }) })];
    const priced = priceWithCoupons({ ...order(lines), productCoupon: use({ benefitType: 'RATE', rate: 10, maxDiscount: 10_000 }, [1]) });
    expect(priced.productCoupon).toEqual({ discount: 3_333, refusal: null });
    expect(priced.pricing.amounts).toMatchObject({ couponDiscount: 3_333, payAmount: 53_333 + 6_000 - 3_333 });
  });

  it('refuses a coupon below its minimum, or with no eligible line, in Korean', () => {
    const lines = [line(1, { price: 20_000 })];
    expect(priceWithCoupons({ ...order(lines), productCoupon: use({ minOrderAmount: 30_000 }, [1]) }).productCoupon).toEqual({ discount: 0, refusal: '30,000원 이상 구매 시 사용할 수 있습니다.' });
    expect(priceWithCoupons({ ...order(lines), productCoupon: use({}, []) }).productCoupon?.refusal).toBe('쿠폰을 적용할 수 있는 상품이 없습니다.');
  });

  it('frees prepaid delivery only: not 착불, not the 제주 surcharge', () => {
    const lines = [line(1), line(2, { delivery: parcel({ groupKey: 'b', fee: 2_500, freeOver: null }) }), line(3, { delivery: parcel({ groupKey: 'c', fee: 5_000, payType: 'ARRIVAL' }) })];
    const priced = priceWithCoupons({ ...order(lines, '63309'), shippingCoupon: use({ benefitType: 'FREE_DELIVERY' }, [1, 2, 3]) });
    expect(priced.pricing.amounts).toMatchObject({ deliveryFee: 5_500, shippingCouponDiscount: 5_500, arrivalDeliveryFee: 5_000, remoteAreaFee: 2 * JEJU_FEE });
    expect(priced.pricing.amounts.payAmount).toBe(30_000 + 2 * JEJU_FEE);
    // Only the parcels holding an eligible line.
    expect(priceWithCoupons({ ...order(lines), shippingCoupon: use({ benefitType: 'FREE_DELIVERY' }, [2]) }).shippingCoupon?.discount).toBe(2_500);
    expect(priceWithCoupons({ ...order([line(1, { price: 60_000 })]), shippingCoupon: use({ benefitType: 'FREE_DELIVERY' }, [1]) }).shippingCoupon?.refusal).toBe('할인할 선불 배송비가 없습니다.');
  });

  it('spends points in 100-won units from a 1,000-won balance, leaving at least the minimum payment', () => {
    const couponed = priceWithCoupons(order([line(1, { price: 20_000 })]));
    expect(couponed.pricing.amounts.payAmount).toBe(23_000);
    expect(maxUsablePoints(999, couponed)).toBe(0);
    expect(maxUsablePoints(5_050, couponed)).toBe(5_000);
    expect(maxUsablePoints(50_000, couponed)).toBe(23_000 - MIN_PAYMENT);
    expect(pointsRefusal(150, 5_000, couponed)).toBe('적립금은 100원 단위로 사용할 수 있습니다.');
    expect(pointsRefusal(1_000, 900, couponed)).toBe('적립금은 1,000원 이상 모이면 사용할 수 있습니다.');
    expect(pointsRefusal(6_000, 5_000, couponed)).toBe('보유 적립금보다 많이 사용할 수 없습니다.');
    expect(pointsRefusal(5_000, 5_000, couponed)).toBeNull();
    expect(withPoints(couponed, 5_000).amounts).toMatchObject({ pointsUsed: 5_000, payAmount: 18_000 });
  });

  it('takes no coupons on sample orders', () => {
    const priced = priceWithCoupons({ orderType: 'SAMPLE', zonecode: null, sampleFee: 3_000, lines: [line(1, { price: 0 })], productCoupon: use({}, [1]) });
    expect(priced.productCoupon?.refusal).toBe('샘플 주문에는 쿠폰을 쓸 수 없습니다.');
    expect(priced.pricing.amounts.payAmount).toBe(3_000);
  });
});

const deliveryArb = fc.record({
  groupKey: fc.constantFrom('a', 'b', 'c'),
  method: fc.constantFrom('택배' as const, '화물' as const),
  fee: fc.integer({ min: 0, max: 10_000 }),
  freeOver: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  payType: fc.constantFrom('PREPAY' as const, 'ARRIVAL' as const),
});
const linesArb = fc
  .array(fc.record({ qty: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 0, max: 100_000 }), priceDiscount: fc.integer({ min: 0, max: 100_000 }), delivery: deliveryArb }), { minLength: 1, maxLength: 6 })
  // One group, one set of terms (as the catalogue guarantees).
  .map((lines) => lines.map((spec, index) => ({ ...spec, key: index + 1, delivery: { ...lines.find((other) => other.delivery.groupKey === spec.delivery.groupKey)!.delivery } })));
const termsArb = fc.record({
  benefitType: fc.constantFrom('AMOUNT' as const, 'RATE' as const, 'FREE_DELIVERY' as const),
  amount: fc.integer({ min: 0, max: 100_000 }),
  rate: fc.integer({ min: 0, max: 100 }),
  maxDiscount: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  minOrderAmount: fc.integer({ min: 0, max: 150_000 }),
});
const caseArb = fc.record({
  lines: linesArb,
  zonecode: fc.constantFrom(null, '06236', '63309', '40225'),
  product: fc.option(termsArb, { nil: undefined }),
  shipping: fc.option(termsArb.map((t) => ({ ...t, benefitType: 'FREE_DELIVERY' as const })), { nil: undefined }),
  eligibleMask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  balance: fc.integer({ min: -5_000, max: 300_000 }),
  pointsWanted: fc.nat(),
});

describe('checkout with coupons and points (properties, with priceOrder)', () => {
  it('keeps payAmount the exact sum of its pieces, never negative, never below the floor, 착불 and 도서산간 untouched', () => {
    fc.assert(
      fc.property(caseArb, ({ lines, zonecode, product, shipping, eligibleMask, balance, pointsWanted }) => {
        const keys = lines.filter((_, index) => eligibleMask[index]).map((l) => l.key);
        const input = { ...order(lines, zonecode), productCoupon: product && use(product, keys), shippingCoupon: shipping && use(shipping, keys) };
        const base = priceOrder(input).amounts;
        const couponed = priceWithCoupons(input);
        const max = maxUsablePoints(balance, couponed);
        const points = max === 0 ? 0 : Math.floor((pointsWanted % (max + 1)) / POINT_RULES.unit) * POINT_RULES.unit;
        expect(pointsRefusal(points, balance, couponed)).toBeNull();
        const { amounts } = withPoints(couponed, points);
        expect(amounts.payAmount).toBe(pieces(amounts));
        expect(amounts.payAmount).toBeGreaterThanOrEqual(Math.min(base.payAmount, MIN_PAYMENT));
        for (const field of ['productAmount', 'discountAmount', 'deliveryFee', 'arrivalDeliveryFee', 'remoteAreaFee', 'sampleFee'] as const) expect(amounts[field]).toBe(base[field]);
        for (const value of [amounts.couponDiscount!, amounts.shippingCouponDiscount!, amounts.pointsUsed!, amounts.vatAmount]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        // The product coupon stays within the eligible lines' selling amount; the shipping coupon within the prepaid fees.
        const eligibleSelling = priceOrder({ ...input, lines: lines.filter((l) => keys.includes(l.key)) }).amounts;
        expect(amounts.couponDiscount).toBeLessThanOrEqual(eligibleSelling.productAmount - eligibleSelling.discountAmount);
        expect(amounts.shippingCouponDiscount).toBeLessThanOrEqual(base.deliveryFee);
        expect(points % POINT_RULES.unit).toBe(0);
        if (balance < POINT_RULES.minBalance) expect(points).toBe(0);
        // One won more than allowed is refused.
        if (balance >= POINT_RULES.minBalance) expect(pointsRefusal(max + POINT_RULES.unit, balance, couponed)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
