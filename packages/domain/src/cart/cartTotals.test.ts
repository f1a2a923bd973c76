import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, sampleTotals } from './cartTotals';
import type { CartLine } from './cartLine';
import { cartLine, freight, parcel } from './cartLine.fixture';

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      productAmount: 0,
      discountAmount: 0,
      deliveryFee: 0,
      arrivalDeliveryFee: 0,
      payAmount: 0,
      count: 0,
    });
  });

  it('sums list prices and discounts and charges one fee per delivery group', () => {
    const lines = [
      cartLine({ price: 20_000, priceDiscount: 15_000, qty: 2 }),
      cartLine({ optionGroupSeq: 2, price: 5_000, qty: 1 }),
    ];
    expect(cartTotals(lines)).toEqual({
      productAmount: 45_000,
      discountAmount: 10_000,
      deliveryFee: 3_000,
      arrivalDeliveryFee: 0,
      payAmount: 38_000,
      count: 2,
    });
  });

  it('ships a group free once its selling subtotal reaches freeOver', () => {
    // List price 60 000 but selling 50 000: the threshold is met by what is paid.
    const atThreshold = cartLine({ price: 60_000, priceDiscount: 50_000 });
    expect(cartTotals([atThreshold]).deliveryFee).toBe(0);
    expect(cartTotals([cartLine({ price: 60_000, priceDiscount: 49_999 })]).deliveryFee).toBe(3_000);
  });

  it('shows cash-on-delivery fees apart and leaves them out of the amount to pay', () => {
    const totals = cartTotals([cartLine({ delivery: freight, price: 300_000 }), cartLine({ optionGroupSeq: 2 })]);
    expect(totals).toMatchObject({ deliveryFee: 3_000, arrivalDeliveryFee: 30_000, payAmount: 313_000 });
  });

  it('leaves out unticked, sold-out and over-stock lines, and their delivery groups', () => {
    const lines = [
      cartLine({ selected: false }),
      cartLine({ stockCnt: 0, stockLostType: 'STOCK_ALIM' }),
      cartLine({ qty: 11, delivery: freight }),
    ];
    expect(cartTotals(lines)).toMatchObject({ payAmount: 0, deliveryFee: 0, arrivalDeliveryFee: 0, count: 0 });
  });
});

describe('sampleTotals', () => {
  it('charges the per-order fee once, only when a sample is payable', () => {
    const samples = [cartLine({ price: 0 }), cartLine({ optionGroupSeq: 2, price: 1_000, qty: 3 })];
    expect(sampleTotals(samples, { feePerOrder: 3_500 })).toEqual({
      productAmount: 3_000,
      discountAmount: 0,
      deliveryFee: 3_500,
      payAmount: 6_500,
      count: 2,
    });
    expect(sampleTotals([cartLine({ selected: false })], { feePerOrder: 3_500 }).payAmount).toBe(0);
  });
});

const groups = [parcel, freight, { ...parcel, groupKey: 'direct', method: '직접배송' as const, fee: 50_000, freeOver: 0 }];
const anyLine: fc.Arbitrary<CartLine> = fc.record({
  productNo: fc.integer({ min: 1, max: 50 }),
  optionGroupSeq: fc.integer({ min: 1, max: 500 }),
  qty: fc.integer({ min: -1, max: 30 }),
  price: fc.integer({ min: 0, max: 2_000_000 }),
  priceDiscount: fc.integer({ min: 0, max: 2_000_000 }),
  stockCnt: fc.integer({ min: -1, max: 30 }),
  stockLostType: fc.constantFrom(null, 'SALE_CLOSE' as const, 'STOCK_ALIM' as const),
  selected: fc.boolean(),
  delivery: fc.constantFrom(...groups),
});
const soldOutLine = anyLine.map((line) => ({ ...line, stockCnt: 0 }));

describe('cart totals properties', () => {
  it('payAmount = productAmount − discountAmount + prepaid delivery, all whole won ≥ 0', () => {
    fc.assert(
      fc.property(fc.array(anyLine), (lines) => {
        const totals = cartTotals(lines);
        expect(totals.payAmount).toBe(totals.productAmount - totals.discountAmount + totals.deliveryFee);
        for (const value of Object.values(totals)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.discountAmount).toBeLessThanOrEqual(totals.productAmount);
      }),
    );
  });

  it('sold-out lines never change the totals', () => {
    fc.assert(
      fc.property(fc.array(anyLine), fc.array(soldOutLine), fc.nat(), (lines, soldOut, at) => {
        const index = at % (lines.length + 1);
        const mixed = [...lines.slice(0, index), ...soldOut, ...lines.slice(index)];
        expect(cartTotals(mixed)).toEqual(cartTotals(lines));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(anyLine), (lines) => {
        expect(cartTotals([...lines].reverse())).toEqual(cartTotals(lines));
      }),
    );
  });

  it('sample totals follow the same payAmount rule', () => {
    fc.assert(
      fc.property(fc.array(anyLine), fc.integer({ min: 0, max: 10_000 }), (lines, feePerOrder) => {
        const totals = sampleTotals(lines, { feePerOrder });
        expect(totals.payAmount).toBe(totals.productAmount - totals.discountAmount + totals.deliveryFee);
        expect(totals.deliveryFee).toBe(totals.count > 0 ? feePerOrder : 0);
      }),
    );
  });
});
