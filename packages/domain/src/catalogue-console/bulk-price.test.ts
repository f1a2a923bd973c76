import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedSellingPrice, roundTo100 } from './bulk-price';

const product = fc
  .record({ price: fc.integer({ min: 0, max: 50_000_000 }), share: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ price, share }) => ({ price, sellingPrice: Math.round(price * share) }));
const change = fc.oneof(
  fc.record({ mode: fc.constant('AMOUNT' as const), value: fc.integer({ min: -10_000_000, max: 10_000_000 }) }),
  fc.record({ mode: fc.constant('PERCENT' as const), value: fc.integer({ min: -100, max: 100 }) }),
);

describe('bulk price change', () => {
  it('rounds halves up to the nearest 100원', () => {
    expect([roundTo100(1249), roundTo100(1250), roundTo100(1251), roundTo100(-49), roundTo100(0)]).toEqual([1200, 1300, 1300, 0, 0]);
  });

  it('lands on a multiple of 100 within 50원 of the exact result, unless the list price or 0 bounds it', () => {
    fc.assert(
      fc.property(product, change, (current, priceChange) => {
        const result = changedSellingPrice(current, priceChange);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(current.price);
        const exact = priceChange.mode === 'AMOUNT' ? current.sellingPrice + priceChange.value : current.sellingPrice * (1 + priceChange.value / 100);
        if (result !== current.price && result !== 0) {
          expect(result % 100).toBe(0);
          expect(Math.abs(result - exact)).toBeLessThanOrEqual(50);
        }
      }),
    );
  });

  it('never moves against the change: a rise never lowers, a cut never raises beyond rounding', () => {
    fc.assert(
      fc.property(product, change, (current, priceChange) => {
        const result = changedSellingPrice(current, priceChange);
        if (priceChange.value >= 0) expect(result).toBeGreaterThanOrEqual(Math.min(current.price, roundTo100(current.sellingPrice)));
        else expect(result).toBeLessThanOrEqual(Math.max(0, roundTo100(current.sellingPrice)));
      }),
    );
  });

  it('is monotonic in the change: a larger change never gives a lower price', () => {
    fc.assert(
      fc.property(product, fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (current, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(changedSellingPrice(current, { mode: 'PERCENT', value: low })).toBeLessThanOrEqual(changedSellingPrice(current, { mode: 'PERCENT', value: high }));
      }),
    );
  });

  it('takes 10 % off 45,900원 as 41,300원 and caps a rise at the list price', () => {
    expect(changedSellingPrice({ price: 51_000, sellingPrice: 45_900 }, { mode: 'PERCENT', value: -10 })).toBe(41_300);
    expect(changedSellingPrice({ price: 51_000, sellingPrice: 45_900 }, { mode: 'AMOUNT', value: 10_000 })).toBe(51_000);
    expect(changedSellingPrice({ price: 51_000, sellingPrice: 45_900 }, { mode: 'AMOUNT', value: -60_000 })).toBe(0);
  });
});
