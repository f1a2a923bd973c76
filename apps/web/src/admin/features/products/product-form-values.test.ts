import { describe, expect, it } from 'vitest';
import { combinationsOf } from './option-combinations';
import { changedFieldsOf, checkProductValues, createRequestOf, discountRate, emptyProductValues, isoToKstLocal, kstLocalToIso, type ProductFormValues } from './product-form-values';

const filled = (): ProductFormValues => {
  const optionGroups = [{ name: '색상', valuesText: '화이트, 그레이' }];
  return {
    ...emptyProductValues(),
    productName: '시에나 포세린',
    brandNo: '1',
    categoryNo: '11',
    price: '50,000',
    sellingPrice: '45900',
    searchKeywords: '욕실타일, 포세린, 욕실타일',
    displayFrom: '2026-12-01T09:00',
    optionGroups,
    combinations: combinationsOf(optionGroups, []),
  };
};

describe('the product form values', () => {
  it('reads datetime-local values as Korean time and back, whatever the device’s zone', () => {
    expect(kstLocalToIso('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+09:00');
    expect(kstLocalToIso('')).toBeNull();
    expect(isoToKstLocal('2026-12-01T00:00:00Z')).toBe('2026-12-01T09:00');
  });

  it('makes a create request of what was typed: won without commas, keywords as a list, options with their rows', () => {
    const request = createRequestOf(filled());
    expect(request).toMatchObject({ price: 50_000, sellingPrice: 45_900, searchKeywords: ['욕실타일', '포세린'], displayFrom: '2026-12-01T09:00:00+09:00', notice: null, lowStockThreshold: 5 });
    expect(request.options.combinations.map((row) => row.values)).toEqual([['화이트'], ['그레이']]);
    expect(discountRate('50,000', '45900')).toBe(8);
  });

  it('sends only the changed fields of an edit', () => {
    const before = filled();
    expect(changedFieldsOf(before, { ...before, sellingPrice: '44000', sampleable: true })).toEqual({ sellingPrice: 44_000, sampleable: true });
  });

  it('refuses a selling price over 정가, and 판매중 without a complete 고시', () => {
    expect(checkProductValues(filled(), true)).toEqual({});
    expect(checkProductValues({ ...filled(), sellingPrice: '60000', status: 'ON_SALE' }, true)).toEqual({
      sellingPrice: '판매가(60,000원)는 정가(50,000원)보다 높을 수 없습니다.',
      notice: expect.stringContaining('상품정보제공고시'),
    });
    expect(checkProductValues({ ...filled(), optionGroups: [{ name: '색상', valuesText: '화이트' }] }, true).options).toContain('조합 만들기');
  });

  it('checks 판매가 0 and the options\' final prices by the shop\'s value rules, as the server does', () => {
    expect(checkProductValues({ ...filled(), sellingPrice: '0' }, true).sellingPrice).toContain('가격문의 상품으로 정해 주세요');
    expect(checkProductValues({ ...filled(), sellingPrice: '0', inquiryProduct: true }, true)).toEqual({});
    const values = filled();
    const below = { ...values, combinations: values.combinations.map((row, index) => (index === 0 ? { ...row, extraPrice: '-60000' } : row)) };
    expect(checkProductValues(below, true).options).toContain('옵션 "화이트"의 추가금액(-60,000원)');
    expect(createRequestOf({ ...values, inquiryProduct: true })).toMatchObject({ inquiryProduct: true });
  });
});
