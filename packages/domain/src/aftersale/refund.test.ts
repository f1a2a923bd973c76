import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartDelivery } from '../cart';
import { ISLAND_FEE, JEJU_FEE, priceOrder, type DeliveryGroupView } from '../order';
import { maxUsablePoints, priceWithCoupons, type CouponUse } from '../benefit/checkout';
import { quoteRefund, returnShippingFeeFor, returnShippingFeeForClaim, type RefundInput, type RefundLine } from './refund';

const parcel = (over: Partial<CartDelivery> = {}): CartDelivery => ({ groupKey: 'p', method: '택배', fee: 3_000, freeOver: 50_000, payType: 'PREPAY', ...over });
const line = (lineNo: number, over: Partial<RefundLine> = {}): RefundLine => ({ lineNo, qty: 1, price: 10_000, priceDiscount: 0, vatRate: null, delivery: parcel(), ...over });

type Order = Pick<RefundInput, 'orderType' | 'zonecode' | 'sampleFee' | 'lines'>;
const product = (lines: RefundLine[], zonecode = '06236'): Order => ({ orderType: 'PRODUCT', zonecode, sampleFee: 0, lines });
const paidFor = (order: Order) => priceOrder(order).amounts.payAmount;
const claim = (order: Order, over: Partial<RefundInput> = {}) =>
  quoteRefund({ ...order, paidAmount: paidFor(order), refundedSoFar: 0, removedBefore: [], removing: [], returnShippingFee: 0, ...over });

describe('quoteRefund (hand-computed)', () => {
  it('charges the fee a removed line made free, and gives it back with the last line', () => {
    const order = product([line(1, { price: 30_000 }), line(2, { price: 30_000 })]);
    expect(paidFor(order)).toBe(60_000);
    const first = claim(order, { removing: [2] });
    expect(first).toEqual({ refund: 27_000, pointsRefund: 0, couponAdjustment: 0, owedAfter: 33_000, itemsAmount: 30_000, deliveryAdjustment: 3_000, returnShippingFee: 0, remainingAfter: 33_000 });
    const last = claim(order, { removedBefore: [2], removing: [1], refundedSoFar: 27_000 });
    expect(last).toEqual({ refund: 33_000, pointsRefund: 0, couponAdjustment: 0, owedAfter: 0, itemsAmount: 30_000, deliveryAdjustment: -3_000, returnShippingFee: 0, remainingAfter: 0 });
  });

  it('refunds the selling price, not the list price', () => {
    const order = product([line(1, { qty: 2, price: 20_000, priceDiscount: 15_000 }), line(2, { price: 60_000 })]);
    expect(claim(order, { removing: [1] })).toMatchObject({ refund: 30_000, itemsAmount: 30_000, deliveryAdjustment: 0 });
  });

  it('drops a parcel’s fee and its 제주 surcharge with the parcel; 착불 lines only return their price', () => {
    const order = product(
      [
        line(1, { delivery: parcel({ groupKey: 'a', freeOver: null }) }),
        line(2, { price: 5_000, delivery: parcel({ groupKey: 'b', fee: 2_500, freeOver: null }) }),
        line(3, { price: 7_000, delivery: parcel({ groupKey: 'c', fee: 4_000, payType: 'ARRIVAL' }) }),
      ],
      '63309',
    );
    expect(paidFor(order)).toBe(22_000 + 3_000 + 2_500 + 2 * JEJU_FEE);
    expect(claim(order, { removing: [2] })).toMatchObject({ refund: 5_000 + 2_500 + JEJU_FEE, deliveryAdjustment: -(2_500 + JEJU_FEE) });
    expect(claim(order, { removing: [3] })).toMatchObject({ refund: 7_000, deliveryAdjustment: 0 });
  });

  it('keeps a sample order’s fee and surcharge until its last sample goes', () => {
    const order: Order = { orderType: 'SAMPLE', zonecode: '40225', sampleFee: 3_000, lines: [line(1, { price: 0 }), line(2, { price: 0 })] };
    expect(paidFor(order)).toBe(3_000 + ISLAND_FEE);
    expect(claim(order, { removing: [1] })).toMatchObject({ refund: 0, owedAfter: 3_000 + ISLAND_FEE });
    expect(claim(order, { removedBefore: [1], removing: [2] })).toMatchObject({ refund: 3_000 + ISLAND_FEE, owedAfter: 0, deliveryAdjustment: -(3_000 + ISLAND_FEE) });
  });

  it('refunds nothing for nothing removed, and never more than the shop holds', () => {
    const order = product([line(1), line(2)]);
    expect(claim(order)).toMatchObject({ refund: 0, remainingAfter: 23_000 });
    // Paid less than the lines cost (a discount outside these rules): what remains is owed first.
    expect(claim(order, { paidAmount: 15_000, removing: [2] })).toMatchObject({ refund: 2_000, owedAfter: 13_000 });
    expect(claim(order, { paidAmount: 12_000, removing: [2] })).toMatchObject({ refund: 0, owedAfter: 13_000, remainingAfter: 12_000 });
    expect(claim(order, { paidAmount: 12_000, removing: [1, 2] })).toMatchObject({ refund: 12_000, remainingAfter: 0 });
  });

  it('deducts return shipping, never beyond what would be refunded', () => {
    const order = product([line(1, { delivery: parcel({ freeOver: null }) })]);
    expect(claim(order, { removing: [1], returnShippingFee: 6_000 })).toMatchObject({ refund: 7_000, returnShippingFee: 6_000, remainingAfter: 6_000 });
    expect(claim(order, { removing: [1], returnShippingFee: 20_000 })).toMatchObject({ refund: 0, returnShippingFee: 13_000, remainingAfter: 13_000 });
    const two = product([line(1, { price: 30_000 }), line(2, { price: 30_000 })]);
    // Removing one of a free pair frees 27,000 (its 30,000 less the fee the other now owes): a 30,000 fee is cut to that.
    expect(claim(two, { removing: [2], returnShippingFee: 30_000 })).toMatchObject({ refund: 0, returnShippingFee: 27_000 });
  });

  it('keeps return fees deducted by earlier claims', () => {
    const order = product([line(1, { price: 30_000 }), line(2, { price: 30_000 })]);
    const firstFee = returnShippingFeeForClaim('SHOPPER', { ...order, removedBefore: [], removing: [2] });
    expect(firstFee).toBe(3_000);
    const first = claim(order, { removing: [2], returnShippingFee: firstFee });
    expect(first).toMatchObject({ refund: 24_000, returnShippingFee: 3_000 });
    const lastFee = returnShippingFeeForClaim('SHOPPER', { ...order, removedBefore: [2], removing: [1] });
    expect(lastFee).toBe(6_000);
    const last = claim(order, { removedBefore: [2], removing: [1], refundedSoFar: 24_000, returnFeesSoFar: 3_000, returnShippingFee: lastFee });
    expect(last).toMatchObject({ refund: 27_000, returnShippingFee: 6_000, remainingAfter: 9_000 });
    // The shop keeps one way out and two ways back: 9,000 of the 60,000.
    expect(first.refund + last.refund).toBe(60_000 - 9_000);
  });

  it('refuses inputs no stored order can produce', () => {
    const order = product([line(1), line(2)]);
    expect(() => claim(order, { removing: [3] })).toThrow('removing names line 3, which is not a line of the order');
    expect(() => claim(order, { removing: [1, 1] })).toThrow('removing names line 1 twice');
    expect(() => claim(order, { removedBefore: [1], removing: [1] })).toThrow('line 1 was already removed by an earlier claim');
    expect(() => claim(order, { removedBefore: [9] })).toThrow('removedBefore names line 9');
    expect(() => claim(product([line(1), line(1)]))).toThrow('line 1 appears twice in lines');
    expect(() => claim(order, { paidAmount: -1 })).toThrow('paidAmount must be a non-negative whole number of won');
    expect(() => claim(order, { returnShippingFee: -3_000 })).toThrow('returnShippingFee must be');
    expect(() => claim(order, { refundedSoFar: 1.5 })).toThrow('refundedSoFar must be');
    expect(() => claim(order, { refundedSoFar: 20_000, returnFeesSoFar: 5_000 })).toThrow('exceed paidAmount');
    expect(() => claim(product([line(1, { price: -10_000 })]), { paidAmount: 0 })).toThrow('line 1: price must be a non-negative integer');
    expect(() => claim(product([line(1), line(2, { delivery: parcel({ fee: 2_500 }) })]))).toThrow('lines of delivery group p carry different delivery terms');
  });
});

describe('returnShippingFeeFor', () => {
  const view = (over: Partial<DeliveryGroupView>): DeliveryGroupView => ({ groupKey: 'a', method: '택배', payType: 'PREPAY', fee: 3_000, freeOver: 50_000, subtotal: 60_000, charged: 0, remoteAreaFee: 0, ...over });
  const groups = [view({}), view({ groupKey: 'b', fee: 2_500, freeOver: null, subtotal: 10_000, charged: 2_500 }), view({ groupKey: 'c', payType: 'ARRIVAL', fee: 5_000, freeOver: null, charged: 5_000 })];

  it('charges the shopper one way, both ways after a free shipment, and nothing for 착불', () => {
    expect(returnShippingFeeFor('SHOPPER', groups, ['a'])).toBe(6_000);
    expect(returnShippingFeeFor('SHOPPER', groups, ['b'])).toBe(2_500);
    expect(returnShippingFeeFor('SHOPPER', groups, ['c'])).toBe(0);
    expect(returnShippingFeeFor('SHOPPER', groups, ['a', 'b', 'a', 'c', 'b'])).toBe(8_500);
    expect(returnShippingFeeFor('SHOPPER', groups, [])).toBe(0);
  });

  it('charges the shop’s faults to the shop', () => {
    expect(returnShippingFeeFor('SHOP', groups, ['a', 'b', 'c'])).toBe(0);
  });

  it('with the groups that remain, doubles exactly when the remaining lines do not pay the way out', () => {
    // 'a' lost its free delivery: the remaining lines pay the way out through the refund.
    expect(returnShippingFeeFor('SHOPPER', groups, ['a'], [view({ subtotal: 30_000, charged: 3_000 })])).toBe(3_000);
    // 'a' still ships free: the shop paid the way out.
    expect(returnShippingFeeFor('SHOPPER', groups, ['a'], [view({ subtotal: 55_000 })])).toBe(6_000);
    // 'b' returned whole: its outbound fee is refunded by the recomputation, so the shopper pays it here.
    expect(returnShippingFeeFor('SHOPPER', groups, ['b'], [view({})])).toBe(5_000);
    expect(returnShippingFeeFor('SHOPPER', groups, ['c'], [])).toBe(0);
  });

  it('refuses a group the order does not have', () => {
    expect(() => returnShippingFeeFor('SHOPPER', groups, ['z'])).toThrow('returned delivery group z is not a group of the order');
  });

  it('charges nothing to return samples, which travel on the sample fee', () => {
    const samples: Order = { orderType: 'SAMPLE', zonecode: '06236', sampleFee: 3_000, lines: [line(1, { price: 0 })] };
    expect(returnShippingFeeForClaim('SHOPPER', { ...samples, removedBefore: [], removing: [1] })).toBe(0);
  });
});

// ---- properties ----

const termsArb = fc.record({
  method: fc.constantFrom('택배' as const, '화물' as const, '직접배송' as const),
  fee: fc.integer({ min: 0, max: 10_000 }),
  freeOver: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  payType: fc.constantFrom('PREPAY' as const, 'ARRIVAL' as const),
});
const lineSpecArb = fc.record({
  group: fc.nat(),
  qty: fc.integer({ min: 1, max: 5 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  priceDiscount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
  vatRate: fc.option(fc.constantFrom(0, 10), { nil: null }),
});
const zonecodeArb = fc.oneof(
  fc.constantFrom('06236', '63309', '63000', '40225', '58810', '23125'),
  fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
);
const orderArb: fc.Arbitrary<Order> = fc
  .record({
    orderType: fc.constantFrom('PRODUCT' as const, 'SAMPLE' as const),
    zonecode: zonecodeArb,
    sampleFee: fc.integer({ min: 0, max: 5_000 }),
    groups: fc.array(termsArb, { minLength: 1, maxLength: 3 }),
    lines: fc.array(lineSpecArb, { minLength: 1, maxLength: 8 }),
  })
  .map(({ groups, lines, ...order }) => ({
    ...order,
    lines: lines.map(({ group, ...spec }, index) => {
      const groupIndex = group % groups.length;
      // lineNos as a database hands them out: unique, not 1..n.
      return { lineNo: 100 + index * 7, ...spec, delivery: { groupKey: `g${groupIndex}`, ...groups[groupIndex]! } };
    }),
  }));

/** An order and its lines split into up to 4 claims (some possibly empty), in a random order. */
const claimsArb = orderArb.chain((order) =>
  fc.record({
    order: fc.constant(order),
    claimOf: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: order.lines.length, maxLength: order.lines.length }),
    fees: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 4, maxLength: 4 }),
    discount: fc.nat(),
  }),
);
type DrawnClaims = typeof claimsArb extends fc.Arbitrary<infer Drawn> ? Drawn : never;
const claimsOf = (order: Order, claimOf: readonly number[]) =>
  [0, 1, 2, 3].map((claimNo) => order.lines.filter((_, index) => claimOf[index] === claimNo).map((l) => l.lineNo));

type FeeRule = (claimNo: number, removedBefore: number[], removing: number[]) => number;

/** Runs the claims one after another as the server would, carrying what was refunded and deducted. */
function settle(order: Order, claims: number[][], paidAmount: number, fee: FeeRule) {
  let refundedSoFar = 0;
  let returnFeesSoFar = 0;
  let removedBefore: number[] = [];
  const steps = claims.map((removing, claimNo) => {
    const input: RefundInput = { ...order, paidAmount, refundedSoFar, returnFeesSoFar, removedBefore, removing, returnShippingFee: fee(claimNo, removedBefore, removing) };
    const quote = quoteRefund(input);
    const held = paidAmount - refundedSoFar;
    refundedSoFar += quote.refund;
    returnFeesSoFar += quote.returnShippingFee;
    removedBefore = [...removedBefore, ...removing];
    return { input, quote, held };
  });
  return { steps, refunded: refundedSoFar, deducted: returnFeesSoFar };
}

const noFees: FeeRule = () => 0;

/** A drawn case settled with its drawn return fees, the order paid in full less a discount of up to all of it. */
function settleDiscounted({ order, claimOf, fees, discount }: DrawnClaims) {
  const full = paidFor(order);
  return settle(order, claimsOf(order, claimOf), full - (discount % (full + 1)), (claimNo) => fees[claimNo]!);
}

describe('quoteRefund (properties)', () => {
  it('refunds whole won between 0 and what the shop holds, whatever the claims and fees', () => {
    fc.assert(
      fc.property(claimsArb, (drawn) => {
        const { steps } = settleDiscounted(drawn);
        for (const { input, quote, held } of steps) {
          expect(Number.isSafeInteger(quote.refund)).toBe(true);
          expect(quote.refund).toBeGreaterThanOrEqual(0);
          expect(quote.refund).toBeLessThanOrEqual(held);
          expect(quote.remainingAfter).toBe(held - quote.refund);
          expect(quote.returnShippingFee).toBeGreaterThanOrEqual(0);
          expect(quote.returnShippingFee).toBeLessThanOrEqual(input.returnShippingFee);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adds up to exactly what was paid, in any order and grouping of claims', () => {
    fc.assert(
      fc.property(claimsArb, ({ order, claimOf }) => {
        const paid = paidFor(order);
        const { steps, refunded } = settle(order, claimsOf(order, claimOf), paid, noFees);
        expect(refunded).toBe(paid);
        expect(steps.at(-1)!.quote).toMatchObject({ owedAfter: 0, remainingAfter: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('with return fees, adds up to what was paid less the fees deducted, never more', () => {
    fc.assert(
      fc.property(claimsArb, fc.boolean(), ({ order, claimOf, fees }, bySchedule) => {
        const paid = paidFor(order);
        const fee: FeeRule = bySchedule
          ? (_, removedBefore, removing) => returnShippingFeeForClaim('SHOPPER', { ...order, removedBefore, removing })
          : (claimNo) => fees[claimNo]!;
        const { refunded, deducted } = settle(order, claimsOf(order, claimOf), paid, fee);
        expect(refunded + deducted).toBe(paid);
        expect(refunded).toBeLessThanOrEqual(paid);
      }),
      { numRuns: 300 },
    );
  });

  it('refunds nothing when a claim removes nothing, at any point', () => {
    fc.assert(
      fc.property(claimsArb, ({ order, claimOf, fees }) => {
        const paid = paidFor(order);
        expect(claim(order, { paidAmount: paid }).refund).toBe(0);
        const { steps } = settle(order, claimsOf(order, claimOf), paid, (claimNo) => fees[claimNo]!);
        for (const { input } of steps) expect(quoteRefund({ ...input, removing: [], returnShippingFee: 0 }).refund).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('never refunds more than the removed lines’ price plus the fees that stop being owed', () => {
    fc.assert(
      fc.property(claimsArb, (drawn) => {
        const { steps } = settleDiscounted(drawn);
        for (const { quote } of steps) {
          expect(quote.refund).toBeLessThanOrEqual(quote.itemsAmount + Math.max(0, -quote.deliveryAdjustment));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('quotes the same amounts whatever order the lines are listed in', () => {
    fc.assert(
      fc.property(claimsArb, ({ order, claimOf }) => {
        const claims = claimsOf(order, claimOf);
        const paid = paidFor(order);
        const reversed = { ...order, lines: [...order.lines].reverse() };
        const a = settle(order, claims, paid, noFees).steps.map((step) => step.quote.refund);
        const b = settle(reversed, claims, paid, noFees).steps.map((step) => step.quote.refund);
        expect(b).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });
});

// ---- with coupons and points (docs/benefits.md) ----

describe('quoteRefund with coupons and points', () => {
  const couponTerms = (over: Partial<CouponUse['terms']>): CouponUse['terms'] => ({ couponId: 1, name: '쿠폰', benefitType: 'AMOUNT', amount: 5_000, rate: 0, maxDiscount: null, minOrderAmount: 0, scope: 'ALL', scopeIds: [], ...over });
  const keyed = (order: Order) => order.lines.map((l) => ({ ...l, key: l.lineNo }));

  it('refunds cash first, then points; a claim under the coupon minimum gives the discount back out of its refund', () => {
    const order = product([line(1, { price: 30_000 }), line(2, { price: 30_000 })]);
    const coupons = { product: { terms: couponTerms({ minOrderAmount: 50_000 }), eligibleKeys: [1, 2] } };
    const paid = priceWithCoupons({ ...order, lines: keyed(order), productCoupon: coupons.product }).pricing.amounts.payAmount;
    expect(paid).toBe(55_000);
    // 10,000 points, 45,000 by card. Line 2 leaves: the rest owes 33,000 (no coupon now, a fee again).
    const first = claim(order, { coupons, paidAmount: 45_000, pointsUsed: 10_000, removing: [2] });
    expect(first).toMatchObject({ refund: 22_000, pointsRefund: 0, couponAdjustment: 5_000, owedAfter: 33_000, remainingAfter: 23_000 });
    const last = claim(order, { coupons, paidAmount: 45_000, pointsUsed: 10_000, refundedSoFar: 22_000, removedBefore: [2], removing: [1] });
    expect(last).toMatchObject({ refund: 23_000, pointsRefund: 10_000, owedAfter: 0, remainingAfter: 0 });
  });

  const benefitArb = claimsArb.chain(({ order, claimOf }) =>
    fc.record({
      order: fc.constant({ ...order, orderType: 'PRODUCT' as const }),
      claimOf: fc.constant(claimOf),
      product: fc.option(fc.record({ benefitType: fc.constantFrom('AMOUNT' as const, 'RATE' as const), amount: fc.integer({ min: 0, max: 60_000 }), rate: fc.integer({ min: 1, max: 50 }), maxDiscount: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }), minOrderAmount: fc.integer({ min: 0, max: 100_000 }) }), { nil: undefined }),
      shipping: fc.boolean(),
      mask: fc.array(fc.boolean(), { minLength: order.lines.length, maxLength: order.lines.length }),
      pointsShare: fc.double({ min: 0, max: 1, noNaN: true }),
      fees: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 4, maxLength: 4 }),
    }),
  );

  it('adds up, cash and points, to exactly what was paid less the return fees kept, in any order and grouping of claims', () => {
    fc.assert(
      fc.property(benefitArb, ({ order, claimOf, product: productTerms, shipping, mask, pointsShare, fees }) => {
        const keys = order.lines.filter((_, index) => mask[index]).map((l) => l.lineNo);
        const coupons = {
          product: productTerms ? { terms: couponTerms(productTerms), eligibleKeys: keys } : null,
          shipping: shipping ? { terms: couponTerms({ benefitType: 'FREE_DELIVERY' }), eligibleKeys: keys } : null,
        };
        const couponed = priceWithCoupons({ ...order, lines: keyed(order), productCoupon: coupons.product, shippingCoupon: coupons.shipping });
        const max = maxUsablePoints(1_000_000, couponed);
        const pointsUsed = Math.floor((max * pointsShare) / 100) * 100;
        const paidAmount = couponed.pricing.amounts.payAmount - pointsUsed;
        let refundedSoFar = 0;
        let pointsRefundedSoFar = 0;
        let returnFeesSoFar = 0;
        let removedBefore: number[] = [];
        for (const [claimNo, removing] of claimsOf(order, claimOf).entries()) {
          const quote = quoteRefund({ ...order, coupons, paidAmount, pointsUsed, refundedSoFar, pointsRefundedSoFar, returnFeesSoFar, removedBefore, removing, returnShippingFee: fees[claimNo]! });
          expect(quote.refund).toBeGreaterThanOrEqual(0);
          expect(quote.pointsRefund).toBeGreaterThanOrEqual(0);
          expect(quote.refund).toBeLessThanOrEqual(paidAmount - refundedSoFar);
          // Points come back only once the cash is all back.
          if (quote.pointsRefund > 0) expect(refundedSoFar + quote.refund).toBe(paidAmount);
          refundedSoFar += quote.refund;
          pointsRefundedSoFar += quote.pointsRefund;
          returnFeesSoFar += quote.returnShippingFee;
          removedBefore = [...removedBefore, ...removing];
        }
        expect(refundedSoFar + pointsRefundedSoFar + returnFeesSoFar).toBe(paidAmount + pointsUsed);
        expect(pointsRefundedSoFar).toBeLessThanOrEqual(pointsUsed);
      }),
      { numRuns: 300 },
    );
  });
});
