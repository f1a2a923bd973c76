import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addFilter,
  clearFilters,
  isPremiumCategory,
  removeFilter,
  setKeyword,
  setPage,
  setSorted,
  toggleFilter,
  withPremiumSort,
} from './productListEdits';
import { PRODUCT_LIST_SORTS, normalizeProductListQuery, parseProductListQuery } from './productListQuery';

const onPage3 = parseProductListQuery('categorys=10&filters=5,7&keyword=타일&sorted=PO&page=3');

describe('filter edits', () => {
  it('adds, removes and toggles a filter, starting over at page 1', () => {
    expect(addFilter(onPage3, 6)).toMatchObject({ filters: [5, 6, 7], page: 1 });
    expect(addFilter(onPage3, 5)).toMatchObject({ filters: [5, 7], page: 1 });
    expect(addFilter(onPage3, 0).filters).toEqual([5, 7]);
    expect(removeFilter(onPage3, 5)).toMatchObject({ filters: [7], page: 1 });
    expect(toggleFilter(onPage3, 7).filters).toEqual([5]);
    expect(toggleFilter(onPage3, 8).filters).toEqual([5, 7, 8]);
  });

  it('clears the filters but keeps the keyword, categories and sort', () => {
    expect(clearFilters(onPage3)).toEqual({ ...onPage3, filters: [], page: 1 });
  });

  it('toggling the same filter twice changes nothing but the page', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 })),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 9 }),
        (filters, filterNo, page) => {
          const query = normalizeProductListQuery({ filters, page, keyword: '수전' });
          expect(toggleFilter(toggleFilter(query, filterNo), filterNo)).toEqual({ ...query, page: 1 });
        },
      ),
    );
  });
});

describe('sort, keyword and page', () => {
  it('resets the page when the sort or keyword changes', () => {
    expect(setSorted(onPage3, 'LP')).toMatchObject({ sorted: 'LP', page: 1 });
    expect(setSorted(onPage3, undefined).sorted).toBeUndefined();
    expect(setKeyword(onPage3, ' 카펫 타일 ')).toMatchObject({ keyword: '카펫 타일', page: 1, filters: [5, 7] });
  });

  it('moves between pages without touching the rest, never below 1', () => {
    expect(setPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
    expect(setPage(onPage3, 0).page).toBe(1);
  });
});

describe('withPremiumSort', () => {
  it('lists the premium category newest first', () => {
    expect(isPremiumCategory(507538)).toBe(true);
    expect(withPremiumSort(parseProductListQuery('categorys=507538')).sorted).toBe('NE');
  });

  it('keeps a chosen sort and leaves other categories alone', () => {
    expect(withPremiumSort(parseProductListQuery('categorys=507538&sorted=LP')).sorted).toBe('LP');
    expect(withPremiumSort(parseProductListQuery('categorys=10')).sorted).toBeUndefined();
    for (const sorted of PRODUCT_LIST_SORTS) {
      expect(withPremiumSort({ ...onPage3, sorted })).toEqual({ ...onPage3, sorted });
    }
  });
});
