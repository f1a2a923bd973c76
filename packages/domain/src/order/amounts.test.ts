import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartDelivery } from '../cart';
import { priceOrder, type PricingLine } from './amounts';
import { ISLAND_FEE, JEJU_FEE } from './remoteArea';

const parcel = (over: Partial<CartDelivery> = {}): CartDelivery => ({ groupKey: 'p', method: '택배', fee: 3_000, freeOver: 50_000, payType: 'PREPAY', ...over });
const line = (over: Partial<PricingLine> = {}): PricingLine => ({ qty: 1, price: 10_000, priceDiscount: 0, delivery: parcel(), ...over });

describe('priceOrder (hand-computed)', () => {
  it('prices lines, one fee per group, 착불 apart and the VAT inside', () => {
    const priced = priceOrder({
      orderType: 'PRODUCT',
      zonecode: null,
      sampleFee: 3_000,
      lines: [
        line({ qty: 2, price: 20_000, priceDiscount: 15_000 }),
        line({ price: 5_000 }),
        line({ price: 300_000, delivery: parcel({ groupKey: 'freight', method: '화물', fee: 50_000, freeOver: null, payType: 'ARRIVAL' }) }),
      ],
    });
    expect(priced.amounts).toEqual({
      productAmount: 345_000,
      discountAmount: 10_000,
      deliveryFee: 3_000,
      arrivalDeliveryFee: 50_000,
      remoteAreaFee: 0,
      sampleFee: 0,
      // floor(30,000/11) + floor(5,000/11) + floor(300,000/11) + floor(3,000/11)
      vatAmount: 2_727 + 454 + 27_272 + 272,
      payAmount: 338_000,
    });
    expect(priced.deliveryGroups.map((group) => [group.groupKey, group.charged, group.subtotal])).toEqual([
      ['p', 3_000, 35_000],
      ['freight', 50_000, 300_000],
    ]);
  });

  it('ships free at the threshold and adds 제주 and island surcharges per prepaid parcel only', () => {
    const lines = [line({ price: 50_000 }), line({ price: 9_000, delivery: parcel({ groupKey: 'b', freeOver: null }) }), line({ delivery: parcel({ groupKey: 'c', payType: 'ARRIVAL' }) })];
    const mainland = priceOrder({ orderType: 'PRODUCT', zonecode: '06236', sampleFee: 0, lines });
    expect(mainland.amounts).toMatchObject({ deliveryFee: 3_000, arrivalDeliveryFee: 3_000, remoteAreaFee: 0, payAmount: 72_000 });
    const jeju = priceOrder({ orderType: 'PRODUCT', zonecode: '63309', sampleFee: 0, lines });
    expect(jeju.remoteArea).toMatchObject({ kind: 'JEJU' });
    expect(jeju.amounts).toMatchObject({ remoteAreaFee: 2 * JEJU_FEE, payAmount: 72_000 + 2 * JEJU_FEE });
    const ulleung = priceOrder({ orderType: 'PRODUCT', zonecode: '40225', sampleFee: 0, lines });
    expect(ulleung.amounts.remoteAreaFee).toBe(2 * ISLAND_FEE);
  });

  it('charges a sample order its fee once, plus one surcharge, and nothing for the samples', () => {
    const samples = [line({ price: 0 }), line({ price: 0 })];
    expect(priceOrder({ orderType: 'SAMPLE', zonecode: null, sampleFee: 3_000, lines: samples }).amounts).toMatchObject({ sampleFee: 3_000, deliveryFee: 0, payAmount: 3_000 });
    const island = priceOrder({ orderType: 'SAMPLE', zonecode: '58810', sampleFee: 3_000, lines: samples });
    expect(island.amounts).toMatchObject({ remoteAreaFee: ISLAND_FEE, payAmount: 3_000 + ISLAND_FEE });
    expect(island.deliveryGroups).toEqual([]);
  });
});

const deliveryArb = fc.record({
  groupKey: fc.constantFrom('a', 'b', 'c', 'd'),
  method: fc.constantFrom('택배' as const, '화물' as const, '직접배송' as const),
  fee: fc.integer({ min: 0, max: 200_000 }),
  freeOver: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: null }),
  payType: fc.constantFrom('PREPAY' as const, 'ARRIVAL' as const),
});
const lineArb = fc.record({
  qty: fc.integer({ min: 1, max: 999 }),
  price: fc.integer({ min: 0, max: 20_000_000 }),
  priceDiscount: fc.integer({ min: 0, max: 20_000_000 }),
  vatRate: fc.option(fc.constantFrom(0, 10), { nil: undefined }),
  delivery: deliveryArb,
});
const zonecodeArb = fc.option(
  fc.oneof(fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')), fc.constantFrom('63001', '63309', '40225', '58810', '23125')),
  { nil: null },
);
const inputArb = fc.record({
  orderType: fc.constantFrom('PRODUCT' as const, 'SAMPLE' as const),
  lines: fc.array(lineArb, { maxLength: 12 }),
  zonecode: zonecodeArb,
  sampleFee: fc.integer({ min: 0, max: 10_000 }),
});

describe('priceOrder (properties)', () => {
  it('the pieces add up to the amount paid, in whole non-negative won', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { amounts } = priceOrder(input);
        for (const value of Object.values(amounts)) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        expect(amounts.payAmount).toBe(amounts.productAmount - amounts.discountAmount + amounts.deliveryFee + amounts.remoteAreaFee + amounts.sampleFee);
        expect(amounts.discountAmount).toBeLessThanOrEqual(amounts.productAmount);
        // VAT is contained in the amount paid: at most a tenth of the net at 10 %.
        expect(amounts.vatAmount).toBeLessThanOrEqual(Math.floor(amounts.payAmount / 11) + input.lines.length + 1);
      }),
    );
  });

  it('charges each group its fee below free-over and nothing at or above it; 착불 never enters payAmount', () => {
    fc.assert(
      fc.property(inputArb.filter((input) => input.orderType === 'PRODUCT'), (input) => {
        const priced = priceOrder(input);
        let prepaid = 0;
        for (const group of priced.deliveryGroups) {
          const free = group.freeOver !== null && group.subtotal >= group.freeOver;
          expect(group.charged).toBe(free ? 0 : group.fee);
          if (group.payType === 'PREPAY') prepaid += group.charged;
        }
        expect(priced.amounts.deliveryFee).toBe(prepaid);
        expect(priced.amounts.arrivalDeliveryFee).toBe(priced.deliveryGroups.filter((g) => g.payType === 'ARRIVAL').reduce((sum, g) => sum + g.charged, 0));
      }),
    );
  });

  it('adds the surcharge once per prepaid parcel, only for a remote zonecode', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const priced = priceOrder(input);
        const parcels = input.orderType === 'SAMPLE' ? (input.lines.length > 0 ? 1 : 0) : priced.deliveryGroups.filter((g) => g.payType === 'PREPAY').length;
        expect(priced.amounts.remoteAreaFee).toBe(priced.remoteArea ? priced.remoteArea.fee * parcels : 0);
      }),
    );
  });

  it('a sample order pays only its fee (and surcharge), whatever the lines cost', () => {
    fc.assert(
      fc.property(inputArb.filter((input) => input.orderType === 'SAMPLE' && input.lines.length > 0), (input) => {
        const free = input.lines.map((sample) => ({ ...sample, price: 0, priceDiscount: 0 }));
        const { amounts } = priceOrder({ ...input, lines: free });
        expect(amounts.payAmount).toBe(input.sampleFee + amounts.remoteAreaFee);
        expect(amounts.deliveryFee + amounts.arrivalDeliveryFee).toBe(0);
      }),
    );
  });

  it('adding a line to a group never lowers the amount paid unless it makes that group ship free', () => {
    fc.assert(
      fc.property(inputArb.filter((input) => input.orderType === 'PRODUCT' && input.lines.length > 0), lineArb, (input, extra) => {
        const before = priceOrder(input);
        const target = input.lines[0]!.delivery;
        const after = priceOrder({ ...input, lines: [...input.lines, { ...extra, delivery: target }] });
        const group = before.deliveryGroups.find((g) => g.groupKey === target.groupKey)!;
        const becameFree = after.deliveryGroups.find((g) => g.groupKey === target.groupKey)!.charged < group.charged;
        if (!becameFree) expect(after.amounts.payAmount).toBeGreaterThanOrEqual(before.amounts.payAmount);
        else expect(after.amounts.payAmount).toBeGreaterThanOrEqual(before.amounts.payAmount - (target.payType === 'PREPAY' ? group.charged : 0));
      }),
    );
  });
});
