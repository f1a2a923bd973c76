import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectSqlInjection, findInjectedQueryValue } from './sqlInjection';

const keywords = ['alter', 'create', 'delete', 'drop', 'exec', 'insert', 'merge', 'select', 'update', 'and', 'or'];

describe('detectSqlInjection', () => {
  it.each(keywords)('flags the keyword %s on its own and in any case', (keyword) => {
    expect(detectSqlInjection(keyword)).toBe(true);
    expect(detectSqlInjection(keyword.toUpperCase())).toBe(true);
    expect(detectSqlInjection(`x ${keyword} y`)).toBe(true);
  });

  it.each(['drop table users', "1' OR '1'='1", 'Select * from cart', 'tile;DROP--', '욕실 and 주방', '(update)'])(
    'flags %s',
    (value) => {
      expect(detectSqlInjection(value)).toBe(true);
    },
  );

  it.each(['dropbox', 'order', 'android', 'selection', 'oregon', 'handle', 'creates', '오더', '욕실 타일', '타일and욕실', 'or2', 'and_more', 'exec9', '비누or'])(
    'leaves %s alone',
    (value) => {
      expect(detectSqlInjection(value)).toBe(false);
    },
  );

  it('never flags text without Latin letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'욕실타일 0123-_,.!?가나다'.split('')) }), (value) => {
        expect(detectSqlInjection(value)).toBe(false);
      }),
    );
  });

  it('always flags a keyword set off by spaces, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...keywords), fc.string(), (before, keyword, after) => {
        expect(detectSqlInjection(`${before} ${keyword} ${after}`)).toBe(true);
      }),
    );
  });

  it('never flags a keyword glued to Hangul on both sides', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keywords), fc.constantFrom('가', '욕', '힣'), (keyword, syllable) => {
        expect(detectSqlInjection(`${syllable}${keyword}${syllable}`)).toBe(false);
      }),
    );
  });
});

describe('findInjectedQueryValue', () => {
  it('returns null for a clean query', () => {
    expect(findInjectedQueryValue('?keyword=%EC%9A%95%EC%8B%A4&categorys=1,2&sorted=NE')).toBeNull();
  });

  it('decodes values before scanning', () => {
    expect(findInjectedQueryValue('?keyword=drop%20table')).toBe('drop table');
    expect(findInjectedQueryValue('keyword=1+or+1')).toBe('1 or 1');
  });

  it('scans every value, not only the first', () => {
    expect(findInjectedQueryValue('?page=1&keyword=tile&keyword=select')).toBe('select');
  });

  it('scans keys as well', () => {
    expect(findInjectedQueryValue('?delete=1')).toBe('delete');
  });

  it('accepts already parsed pairs, as URLSearchParams iterates them', () => {
    expect(findInjectedQueryValue([['keyword', 'tile'], ['sorted', 'update']])).toBe('update');
    expect(findInjectedQueryValue([['keyword', '욕실 타일']])).toBeNull();
  });

  it('still catches a keyword behind a malformed escape', () => {
    expect(findInjectedQueryValue('?q=drop%ZZ')).toBe('drop%ZZ');
  });
});
