import { describe, expect, it } from 'vitest';
import { cartLine } from './cart-fixture';
import { checkoutPath, deliveryGroups, isOrderable, keepValid, liveTotals, splitLines, toggleAll, toggleLine } from './cart-selection';

const soldOut = cartLine({ cartSeq: 3, stockCnt: 0, productOptionsStatus: 'SALE_CLOSE', maxQty: 0 });
const overStock = cartLine({ cartSeq: 4, qty: 5, stockCnt: 2 });
const lines = [cartLine({ cartSeq: 1 }), cartLine({ cartSeq: 2, qty: 2 }), soldOut, overStock];

describe('cart selection', () => {
  it('sets sold-out and over-stock lines apart; they can never be ticked', () => {
    expect(isOrderable(soldOut)).toBe(false);
    expect(isOrderable(overStock)).toBe(false);
    expect(splitLines(lines).unavailable.map((line) => line.cartSeq)).toEqual([3, 4]);
    expect([...toggleAll(lines, new Set())]).toEqual([1, 2]);
    expect([...keepValid(lines, new Set([1, 3, 99]))]).toEqual([1]);
  });

  it('select all ticks every orderable line, and unticks when all are ticked', () => {
    expect(toggleAll(lines, new Set([1, 2])).size).toBe(0);
    expect([...toggleAll(lines, new Set([1]))]).toEqual([1, 2]);
  });

  it('stops ticking samples at the per-order limit', () => {
    expect(toggleLine(new Set([1, 2]), 5, 2)).toEqual({ selected: new Set([1, 2]), refused: true });
    expect(toggleLine(new Set([1, 2]), 2, 2)).toEqual({ selected: new Set([1]), refused: false });
    const six = Array.from({ length: 6 }, (_, index) => cartLine({ cartSeq: index + 1, cartType: 'SAMPLE' }));
    expect(toggleAll(six, new Set(), 5).size).toBe(5);
  });
});

describe('live totals', () => {
  it('follow the ticked lines only, with one fee per delivery group', () => {
    expect(liveTotals('PRODUCT', lines, new Set([1, 2]), 3_000)).toMatchObject({
      productAmount: 30_000,
      discountAmount: 6_000,
      deliveryFee: 3_000,
      payAmount: 27_000,
      count: 2,
    });
    expect(liveTotals('PRODUCT', lines, new Set(), 3_000).payAmount).toBe(0);
  });

  it('ship a group free from its threshold and show cash-on-delivery apart', () => {
    const freight = { groupKey: 'freight', method: '화물' as const, fee: 30_000, freeOver: null, payType: 'ARRIVAL' as const };
    const mixed = [cartLine({ cartSeq: 1, qty: 7 }), cartLine({ cartSeq: 2, delivery: freight })];
    expect(liveTotals('PRODUCT', mixed, new Set([1, 2]), 0)).toMatchObject({ deliveryFee: 0, arrivalDeliveryFee: 30_000 });
    expect(deliveryGroups(mixed, new Set([1, 2]))).toEqual([
      expect.objectContaining({ method: '택배', payType: 'PREPAY', charged: 0, subtotal: 56_000 }),
      expect.objectContaining({ method: '화물', payType: 'ARRIVAL', charged: 30_000 }),
    ]);
  });

  it('charge the sample fee once per order', () => {
    const samples = [cartLine({ cartSeq: 1, cartType: 'SAMPLE', price: 0, priceDiscount: 0 }), cartLine({ cartSeq: 2, cartType: 'SAMPLE', price: 0, priceDiscount: 0 })];
    expect(liveTotals('SAMPLE', samples, new Set([1, 2]), 3_000)).toMatchObject({ deliveryFee: 3_000, payAmount: 3_000, count: 2 });
  });
});

describe('checkoutPath', () => {
  it('sends the ticked, orderable lines to checkout', () => {
    expect(checkoutPath('PRODUCT', lines, new Set([2, 3]))).toBe('/order/checkout?cartSeqs=2');
    expect(checkoutPath('SAMPLE', lines, new Set([1, 2]))).toBe('/order/checkout/sample?cartSeqs=1,2');
  });
});
