import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeSearchText, queryBigrams, searchBigrams } from './searchBigrams';

const isSubset = (part: readonly string[], whole: readonly string[]) => part.every((term) => whole.includes(term));

describe('normalizeSearchText', () => {
  it('applies NFKC, lowercases and collapses whitespace', () => {
    expect(normalizeSearchText('  ＬＥＤ\t조명\n\n 600×600 ')).toBe('led 조명 600×600');
  });
});

describe('searchBigrams', () => {
  it('reads Korean the same with or without spacing', () => {
    expect(searchBigrams('욕실 타일')).toEqual(['욕실', '실타', '타일']);
    expect(searchBigrams('욕실타일')).toEqual(searchBigrams('욕실  타일'));
  });

  it('adds Latin and digit words whole, and never spans a script boundary', () => {
    expect(searchBigrams('LED조명 600x600')).toEqual(['le', 'ed', 'led', '조명', '60', '00', '0x', 'x6', '600x600']);
  });

  it('splits on punctuation and symbols and ignores one-character Hangul runs', () => {
    expect(searchBigrams('수전, A/S')).toEqual(['수전', 'a', 's']);
    expect(searchBigrams('욕')).toEqual([]);
  });
});

describe('queryBigrams', () => {
  it('gives only bigrams, so a keyword inside a product text always matches it', () => {
    expect(queryBigrams('욕실 타일 LED')).toEqual(['욕실', '실타', '타일', 'le', 'ed']);
    expect(isSubset(queryBigrams('타일'), searchBigrams('이탈리아 욕실타일 600×600'))).toBe(true);
    expect(isSubset(queryBigrams('led 조명'), searchBigrams('조명 LED'))).toBe(true);
  });

  it('has nothing to look up for a single character', () => {
    expect(queryBigrams('욕')).toEqual([]);
    expect(queryBigrams(' ')).toEqual([]);
  });
});

const hangul = ['욕', '실', '타', '일', '카', '펫', '수', '전'];
const others = ['a', 'b', 'x', '6', '0', 'é', '-', '×'];
const isHangul = (char: string) => hangul.includes(char);
const char = fc.constantFrom(...hangul, ...others);

describe('bigram properties', () => {
  it('the bigrams of a substring are among those of the text with spaces removed', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(char, fc.constant(' '))), fc.nat(), fc.nat(), (chars, a, b) => {
        const compact = chars.join('').replace(/\s/g, '');
        const [from, to] = [a % (compact.length + 1), b % (compact.length + 1)].sort((x, y) => x - y);
        expect(isSubset(queryBigrams(compact.slice(from, to)), searchBigrams(compact))).toBe(true);
      }),
    );
  });

  it('spacing next to Hangul does not change the query', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(char, fc.boolean()), { minLength: 1 }), (pairs) => {
        const chars = pairs.map(([c]) => c);
        const spaced = pairs
          .map(([c, space], index) => {
            const next = chars[index + 1];
            return space && next !== undefined && (isHangul(c) || isHangul(next)) ? `${c} ` : c;
          })
          .join('');
        expect(new Set(queryBigrams(spaced))).toEqual(new Set(queryBigrams(chars.join(''))));
      }),
    );
  });

  it('a text always matches itself, and everything is de-duplicated', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.array(fc.oneof(char, fc.constant(' '))), (anyText, chars) => {
        for (const text of [anyText, chars.join('')]) {
          const terms = searchBigrams(text);
          expect(isSubset(queryBigrams(text), terms)).toBe(true);
          expect(new Set(terms).size).toBe(terms.length);
          expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
        }
      }),
    );
  });
});
