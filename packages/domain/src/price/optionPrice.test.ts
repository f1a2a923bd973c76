import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeOptionPrice, saleYn, sellingPrice } from './optionPrice';
import { toWon } from './money';

describe('saleYn', () => {
  it('is Y only when the discounted price is above 0 and below the original', () => {
    expect(saleYn(10_000, 8_000)).toBe('Y');
    expect(saleYn(10_000, 0)).toBe('N');
    expect(saleYn(10_000, 10_000)).toBe('N');
    expect(saleYn(10_000, 12_000)).toBe('N');
    expect(saleYn(0, 0)).toBe('N');
  });
});

describe('sellingPrice', () => {
  it('charges the discounted price only while it is a real discount', () => {
    expect(sellingPrice({ price: 59_000, priceDiscount: 49_000 })).toBe(49_000);
    expect(sellingPrice({ price: 59_000, priceDiscount: 0 })).toBe(59_000);
    expect(sellingPrice({ price: 59_000, priceDiscount: 69_000 })).toBe(59_000);
    expect(sellingPrice({})).toBe(0);
  });
});

describe('toWon', () => {
  it('reads missing, negative and non-finite amounts as 0 and drops fractions', () => {
    expect(toWon(undefined)).toBe(0);
    expect(toWon(null)).toBe(0);
    expect(toWon(-500)).toBe(0);
    expect(toWon(Number.NaN)).toBe(0);
    expect(toWon(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toWon(1234.9)).toBe(1234);
    expect(toWon(2 ** 60)).toBe(0);
  });
});

describe('computeOptionPrice', () => {
  it('defaults every field to 0', () => {
    expect(computeOptionPrice({})).toEqual({
      originalPrice: 0,
      priceDiscount: 0,
      price: 0,
      vatPrice: 0,
      discountPercent: 0,
    });
  });

  it('computes a discounted option with the default 10 % VAT, rounded down', () => {
    expect(computeOptionPrice({ price: 59_000, priceDiscount: 47_300 })).toEqual({
      originalPrice: 59_000,
      priceDiscount: 47_300,
      price: 47_300,
      vatPrice: 4_300,
      // 11 700 / 59 000 = 19.83 %
      discountPercent: 19,
    });
  });

  it('treats a missing or null vatRate as 10 and honours an explicit rate', () => {
    expect(computeOptionPrice({ price: 11_000, vatRate: null }).vatPrice).toBe(1_000);
    expect(computeOptionPrice({ price: 11_000, vatRate: 0 }).vatPrice).toBe(0);
    expect(computeOptionPrice({ price: 10_999 }).vatPrice).toBe(999);
  });

  it('ignores a discount that is not below the list price', () => {
    expect(computeOptionPrice({ price: 30_000, priceDiscount: 30_000 })).toMatchObject({
      priceDiscount: 0,
      price: 30_000,
      discountPercent: 0,
    });
  });

  it('keeps its rules under random prices', () => {
    const amount = fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.constant(0), fc.double({ noNaN: false }));
    fc.assert(
      fc.property(amount, amount, fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }), (price, priceDiscount, vatRate) => {
        const result = computeOptionPrice({ price, priceDiscount, vatRate });
        for (const value of Object.values(result)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(result.discountPercent).toBeLessThanOrEqual(100);
        expect(result.price).toBeLessThanOrEqual(result.originalPrice);
        expect(result.vatPrice).toBeLessThanOrEqual(result.price);
        expect(result.price).toBe(sellingPrice({ price, priceDiscount }));
        expect(result.priceDiscount > 0).toBe(saleYn(result.originalPrice, result.priceDiscount) === 'Y');
      }),
    );
  });
});
