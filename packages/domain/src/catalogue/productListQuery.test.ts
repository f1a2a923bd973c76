import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_PRODUCT_LIST_QUERY,
  PRODUCT_LIST_SORTS,
  UTM_KEYS,
  normalizeProductListQuery,
  parseProductListQuery,
  serializeProductListQuery,
} from './productListQuery';
import type { ProductListQuery } from './productListQuery';

describe('parseProductListQuery', () => {
  it('reads every key of the product list address', () => {
    const search =
      '?categorys=12,7&filters=301%2C300&page=3&keyword=%EC%9A%95%EC%8B%A4+%ED%83%80%EC%9D%BC&sorted=LP&items=a%2Cb' +
      '&utm_source=naver&utm_campaign=spring%20sale';
    expect(parseProductListQuery(search)).toEqual({
      categorys: [7, 12],
      filters: [300, 301],
      page: 3,
      keyword: '욕실 타일',
      sorted: 'LP',
      items: 'a,b',
      utm: { utm_source: 'naver', utm_campaign: 'spring sale' },
    });
  });

  it('drops empties, duplicates and invalid numbers', () => {
    expect(parseProductListQuery('categorys=,3,,3,x,-1,0,1.5&filters=&keyword=%20%20&items=')).toEqual({
      ...EMPTY_PRODUCT_LIST_QUERY,
      categorys: [3],
    });
  });

  it('starts at page 1 and knows only the five sort orders', () => {
    expect(parseProductListQuery('page=0&sorted=XX').page).toBe(1);
    expect(parseProductListQuery('page=abc').page).toBe(1);
    expect(parseProductListQuery('sorted=XX').sorted).toBeUndefined();
    expect(parseProductListQuery('').sorted).toBeUndefined();
  });

  it('keeps a malformed escape as typed and lets the first of a repeated key win', () => {
    expect(parseProductListQuery('keyword=100%&keyword=other').keyword).toBe('100%');
  });

  it('accepts a URLSearchParams-like object', () => {
    const params = new Map([['filters', '5,4'], ['keyword', '수전']]);
    expect(parseProductListQuery({ get: (name) => params.get(name) ?? null })).toMatchObject({
      filters: [4, 5],
      keyword: '수전',
    });
  });
});

describe('serializeProductListQuery', () => {
  it('writes keys in a fixed order, encodes values and leaves defaults out', () => {
    expect(
      serializeProductListQuery({
        utm: { utm_term: 'a&b' },
        page: 2,
        sorted: 'NE',
        keyword: '욕실 타일',
        filters: [9, 3, 9],
        categorys: [507538],
      }),
    ).toBe('categorys=507538&filters=3,9&keyword=%EC%9A%95%EC%8B%A4%20%ED%83%80%EC%9D%BC&sorted=NE&page=2&utm_term=a%26b');
    expect(serializeProductListQuery(EMPTY_PRODUCT_LIST_QUERY)).toBe('');
  });

  it('survives a keyword with a lone surrogate', () => {
    expect(serializeProductListQuery({ keyword: 'a\uD800' })).toBe('keyword=a%EF%BF%BD');
  });
});

const anyNumber = fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.constant(Number.NaN));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', '  ', '욕실 타일', 'a,b&c=d%'));
const anyQuery: fc.Arbitrary<ProductListQuery> = fc.record({
  categorys: fc.array(anyNumber),
  filters: fc.array(anyNumber),
  page: anyNumber,
  keyword: anyText,
  sorted: fc.option(fc.constantFrom(...PRODUCT_LIST_SORTS), { nil: undefined }),
  items: fc.option(anyText, { nil: undefined }),
  utm: fc.dictionary(fc.constantFrom(...UTM_KEYS), anyText),
});

describe('product list query properties', () => {
  it('round-trips: parse(serialize(q)) is the normalised q', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expect(parseProductListQuery(serializeProductListQuery(query))).toEqual(normalizeProductListQuery(query));
      }),
    );
  });

  it('never writes an empty value or a repeated key or list entry', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const serialized = serializeProductListQuery(query);
        if (serialized === '') return;
        const pairs = serialized.split('&').map((pair) => pair.split('='));
        expect(new Set(pairs.map(([key]) => key)).size).toBe(pairs.length);
        for (const [, value = ''] of pairs) {
          expect(value).not.toBe('');
          const entries = value.split(',');
          expect(entries.every((entry) => entry !== '')).toBe(true);
          expect(new Set(entries).size).toBe(entries.length);
        }
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const once = normalizeProductListQuery(query);
        expect(normalizeProductListQuery(once)).toEqual(once);
      }),
    );
  });
});
