import { describe, expect, it } from 'vitest';
import { buildOptions, optionsOfKind, stepActive } from './search-options';

describe('search options', () => {
  it('offers suggestions while typing, recent then popular words for an empty box', () => {
    expect(buildOptions(true, ['타일'], ['욕실'], ['수전'])).toEqual([{ kind: 'suggestion', word: '타일' }]);
    expect(buildOptions(false, ['타일'], ['욕실'], ['수전'])).toEqual([
      { kind: 'recent', word: '욕실' },
      { kind: 'popular', word: '수전' },
    ]);
  });

  it('keeps each option’s place in the whole list when taking one kind', () => {
    const options = buildOptions(false, [], ['욕실', '거울'], ['수전']);
    expect(optionsOfKind(options, 'popular')).toEqual([{ option: { kind: 'popular', word: '수전' }, index: 2 }]);
  });

  it('steps through the input (-1) and the options, wrapping at both ends', () => {
    expect(stepActive(-1, 1, 3)).toBe(0);
    expect(stepActive(2, 1, 3)).toBe(-1);
    expect(stepActive(-1, -1, 3)).toBe(2);
    expect(stepActive(0, -1, 3)).toBe(-1);
  });
});
