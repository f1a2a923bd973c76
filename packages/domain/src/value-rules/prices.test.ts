import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOptionPrice } from '../price';
import { extraPriceProblem, optionFinalPrice, PRICE_MAX, productPriceProblems, productSaleBlock, saleBlockReason } from './prices';

describe('productPriceProblems', () => {
  it('takes 판매가 up to 정가, and 0 only for a 가격문의 product', () => {
    expect(productPriceProblems({ price: 45_000, sellingPrice: 45_000, inquiryProduct: false })).toEqual([]);
    expect(productPriceProblems({ price: 45_000, sellingPrice: 39_000, inquiryProduct: false })).toEqual([]);
    expect(productPriceProblems({ price: 45_000, sellingPrice: 0, inquiryProduct: true })).toEqual([]);
    expect(productPriceProblems({ price: 45_000, sellingPrice: 0, inquiryProduct: false })).toEqual([
      { field: 'sellingPrice', message: '판매가는 0원일 수 없습니다. 가격을 정하지 않고 팔려면 가격문의 상품으로 정해 주세요.' },
    ]);
    expect(productPriceProblems({ price: 45_000, sellingPrice: 45_001, inquiryProduct: false })).toEqual([{ field: 'sellingPrice', message: '판매가(45,001원)는 정가(45,000원)보다 높을 수 없습니다.' }]);
  });

  it('names each field that is not whole won within range', () => {
    const fields = (price: number, sellingPrice: number) => productPriceProblems({ price, sellingPrice, inquiryProduct: true }).map((problem) => problem.field);
    expect(fields(-1, 0)).toEqual(['price']);
    expect(fields(100, 1.5)).toEqual(['sellingPrice']);
    expect(fields(PRICE_MAX + 1, Number.NaN)).toEqual(['price', 'sellingPrice']);
    expect(fields(PRICE_MAX, PRICE_MAX)).toEqual([]);
  });
});

describe('extraPriceProblem', () => {
  it('refuses the issue\'s −60,000 on 45,000원 and says the lowest extra that fits', () => {
    expect(extraPriceProblem(45_000, -60_000, '화이트')).toEqual({
      field: 'extraPrice',
      message: '옵션 "화이트"의 추가금액(-60,000원)을 더하면 옵션 가격이 -15,000원으로 0원보다 낮아집니다. 판매가 45,000원에 맞게 -45,000원 이상으로 입력해 주세요.',
    });
    expect(extraPriceProblem(45_000, -45_000)).toBeNull();
    expect(extraPriceProblem(45_000, -45_001)?.field).toBe('extraPrice');
    expect(extraPriceProblem(45_000, 0.5)?.message).toContain('정수');
  });

  it('accepts exactly the extras whose final price is 0 or more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRICE_MAX }), fc.integer({ min: -PRICE_MAX, max: PRICE_MAX }), (selling, extra) => {
        expect(extraPriceProblem(selling, extra) === null).toBe(optionFinalPrice(selling, extra) >= 0);
      }),
    );
  });
});

describe('saleBlockReason', () => {
  const stored = { price: 45_000, priceDiscount: 0, sellingPrice: 45_000, inquiryProduct: false };

  it('sells a product that keeps the rules, and says why not otherwise', () => {
    expect(saleBlockReason(stored)).toBeNull();
    expect(saleBlockReason(stored, -60_000)).toBe('옵션 추가금액(-60,000원)을 더한 가격이 0원 미만입니다.');
    // A stored 판매가 of 0 reads as "no discount" in price_discount: never sold, whatever 정가 says.
    expect(saleBlockReason({ ...stored, sellingPrice: 0 })).toBe('판매가가 0원입니다.');
    expect(saleBlockReason({ ...stored, sellingPrice: 0, inquiryProduct: true })).toBe('가격문의 상품이라 온라인으로 팔지 않습니다.');
    expect(saleBlockReason({ ...stored, price: Number.NaN })).toBe('가격 값이 올바르지 않습니다.');
    expect(productSaleBlock(stored, [0, 10_000, -50_000])).toBe('옵션 추가금액(-50,000원)을 더한 가격이 0원 미만입니다.');
    expect(productSaleBlock(stored, [0, 10_000])).toBeNull();
  });

  it('blocks every option whose charged price would be below 0, and only those (property)', () => {
    const row = fc.record({ price: fc.integer({ min: 1, max: 10_000_000 }), discount: fc.integer({ min: 0, max: 10_000_000 }), extra: fc.integer({ min: -10_000_000, max: 10_000_000 }) });
    fc.assert(
      fc.property(row, ({ price, discount, extra }) => {
        const charged = computeOptionPrice({ price, priceDiscount: discount }).price;
        const reason = saleBlockReason({ price, priceDiscount: discount, sellingPrice: charged, inquiryProduct: false }, extra);
        expect(reason === null).toBe(charged + extra >= 0);
      }),
    );
  });
});
