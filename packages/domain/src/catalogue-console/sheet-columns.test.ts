import { describe, expect, it } from 'vitest';
import { optionCell, readKeywordCell, readOptionCell } from './sheet-columns';

describe('the spreadsheet option cell', () => {
  it('reads back what it writes', () => {
    const cell = optionCell(['색상', '크기'], ['화이트', '600×600']);
    expect(cell).toBe('색상=화이트 / 크기=600×600');
    expect(readOptionCell(cell)).toEqual({ groups: ['색상', '크기'], values: ['화이트', '600×600'] });
  });

  it('refuses a part without a group or a value', () => {
    expect(readOptionCell('화이트')).toBeNull();
    expect(readOptionCell('색상= / 크기=600')).toBeNull();
    expect(readOptionCell('')).toBeNull();
  });

  it('splits search words on commas and drops empty ones', () => {
    expect(readKeywordCell(' 욕실, 타일,, 모자이크 ')).toEqual(['욕실', '타일', '모자이크']);
  });
});
