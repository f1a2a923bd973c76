import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRecentSearch, removeRecentSearch } from './recentSearches';

describe('addRecentSearch', () => {
  it('puts the trimmed word first', () => {
    expect(addRecentSearch(['수전'], '  욕실 타일 ')).toEqual(['욕실 타일', '수전']);
  });

  it('ignores an empty word', () => {
    expect(addRecentSearch(['수전'], '   ')).toEqual(['수전']);
  });

  it('moves a repeated word to the front instead of repeating it', () => {
    expect(addRecentSearch(['카펫', '수전', '타일'], '타일')).toEqual(['타일', '카펫', '수전']);
  });

  it('drops the oldest words past the limit of 5', () => {
    const five = ['e', 'd', 'c', 'b', 'a'];
    expect(addRecentSearch(five, 'f')).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(addRecentSearch(five, 'f', 2)).toEqual(['f', 'e']);
    expect(addRecentSearch(five, 'f', Number.POSITIVE_INFINITY)).toHaveLength(6);
  });

  it('refuses a limit below 1 or with a fraction', () => {
    expect(() => addRecentSearch([], 'a', 0)).toThrow(RangeError);
    expect(() => addRecentSearch([], 'a', 2.5)).toThrow(RangeError);
    expect(() => addRecentSearch([], 'a', Number.NaN)).toThrow(RangeError);
  });

  it('keeps at most `limit` distinct words with the newest first, whatever is searched', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('타일', ' 타일', '수전', '카펫', '조명', '', 'a', 'b')), fc.integer({ min: 1, max: 6 }), (words, limit) => {
        const list = words.reduce<string[]>((current, word) => addRecentSearch(current, word, limit), []);
        expect(list.length).toBeLessThanOrEqual(limit);
        expect(new Set(list).size).toBe(list.length);
        const last = words.map((word) => word.trim()).filter((word) => word !== '').at(-1);
        if (last !== undefined) expect(list[0]).toBe(last);
      }),
    );
  });
});

describe('removeRecentSearch', () => {
  it('removes the word and keeps the order of the rest', () => {
    expect(removeRecentSearch(['타일', '수전', '카펫'], ' 수전 ')).toEqual(['타일', '카펫']);
    expect(removeRecentSearch(['타일'], '조명')).toEqual(['타일']);
  });
});
