import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storableText';

describe('isStorableText', () => {
  it.each(['', '욕실 타일', 'emoji 😀 ok', "1' OR '1'='1", '<script>'])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each(['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDE00\uD83D'])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('accepts every well-formed string without NUL', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(isStorableText(text)).toBe(!text.includes('\u0000'));
    }));
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string, value or key', () => {
    expect(findUnstorableText({ keyword: 'a\u0000' })).toBe('keyword');
    expect(findUnstorableText({ items: [{ qty: 1 }, { name: 'x\uD800' }] })).toBe('items.1.name');
    expect(findUnstorableText({ ok: { 'k\u0000': 1 } })).toBe('ok');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('passes clean values of any shape', () => {
    expect(findUnstorableText({ a: [1, 'b', null, true, { c: '타일' }] })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});
