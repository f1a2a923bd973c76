import { describe, expect, it } from 'vitest';
import { filtersOf, filtersOfForm, paramsOf, type ProductFilters } from './product-filters';

describe('product filters in the address', () => {
  it('round-trips every filter through the address', () => {
    const filters: ProductFilters = { keyword: '소파', categoryNo: 12, brandNo: 3, status: 'SOLD_OUT', stock: 'LOW', priceMin: 10_000, priceMax: 500_000, sort: 'PRICE_ASC', page: 4 };
    expect(filtersOf(paramsOf(filters))).toEqual(filters);
  });

  it('keeps defaults out of the address and reads an empty one as the first page, newest first', () => {
    expect(paramsOf({ sort: 'NEWEST', page: 1 }).toString()).toBe('');
    expect(filtersOf(new URLSearchParams())).toEqual({ sort: 'NEWEST', page: 1 });
  });

  it('drops what a hand-edited address gets wrong', () => {
    expect(filtersOf(new URLSearchParams('status=FOO&categoryNo=0&priceMin=-5&page=x&sort=CHEAPEST&brandNo=2.5'))).toEqual({ sort: 'NEWEST', page: 1 });
  });

  it('reads the filter bar, prices typed with commas, back on the first page', () => {
    const form: Record<string, string> = { keyword: '타일', priceMax: '45,900', status: 'ON_SALE' };
    expect(filtersOfForm((name) => form[name])).toEqual({ keyword: '타일', priceMax: 45_900, status: 'ON_SALE', sort: 'NEWEST', page: 1 });
  });
});
