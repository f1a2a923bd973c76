import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeQueryComponent, parseQueryString } from './queryString';

describe('parseQueryString', () => {
  it('reads keys and values in order, with or without the leading ?', () => {
    const expected = [
      ['categorys', '1,2'],
      ['keyword', '욕실 타일'],
      ['keyword', 'a+b'],
      ['flag', ''],
    ];
    const query = 'categorys=1%2C2&keyword=%EC%9A%95%EC%8B%A4+%ED%83%80%EC%9D%BC&keyword=a%2Bb&flag';
    expect(parseQueryString(`?${query}`)).toEqual(expected);
    expect(parseQueryString(query)).toEqual(expected);
  });

  it('keeps everything after the first = in the value', () => {
    expect(parseQueryString('?redirectUrl=/cart?tab=sample')).toEqual([['redirectUrl', '/cart?tab=sample']]);
  });

  it('ignores empty segments', () => {
    expect(parseQueryString('?&a=1&&')).toEqual([['a', '1']]);
    expect(parseQueryString('')).toEqual([]);
  });

  it('decodes what encodeURIComponent encoded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (key, value) => {
        const query = `?${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
        expect(parseQueryString(query)).toEqual([[key, value]]);
      }),
    );
  });
});

describe('decodeQueryComponent', () => {
  it('keeps a malformed escape as typed', () => {
    expect(decodeQueryComponent('100%+off')).toBe('100% off');
  });
});
