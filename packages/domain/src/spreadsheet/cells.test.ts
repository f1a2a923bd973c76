import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_QUOTE_MAX, cellExcerpt, neutraliseCell, quoteCell, restoreCell } from './cells';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x?"&A2,"열기")', `'=HYPERLINK("http://x?"&A2,"열기")`],
    ['+82 10', "'+82 10"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ["'=1", "''=1"],
    ['그레이 타일', '그레이 타일'],
    ['45000', '45000'],
    ["'plain", "'plain"],
    ['', ''],
    [' =1', ' =1'],
  ])('%j is written as %j', (value, written) => {
    expect(neutraliseCell(value)).toBe(written);
  });

  it('leaves no written cell that starts like a formula', () => {
    fc.assert(fc.property(fc.string(), (value) => {
      expect(neutraliseCell(value)).not.toMatch(/^[=+\-@\t\r]/);
    }));
  });
});

describe('restoreCell', () => {
  it('gives back every value the export wrote, unchanged', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.stringMatching(/^'*[=+\-@\t\r'a1].*$/)), (value) => {
      expect(restoreCell(neutraliseCell(value))).toBe(value);
    }));
  });

  it("takes only the export's ' off: a cell typed with a leading ' stays as it is", () => {
    expect(restoreCell("'-5")).toBe('-5');
    expect(restoreCell("''=1")).toBe("'=1");
    expect(restoreCell("'abc")).toBe("'abc");
    expect(restoreCell('=1')).toBe('=1');
  });
});

describe('quoteCell', () => {
  it('quotes a short cell whole and a long one by its first characters', () => {
    expect(quoteCell('마흔')).toBe('"마흔"');
    expect(quoteCell('가'.repeat(CELL_QUOTE_MAX))).toBe(`"${'가'.repeat(CELL_QUOTE_MAX)}"`);
    expect(quoteCell('가'.repeat(32 * 1024 * 1024))).toBe(`"${'가'.repeat(CELL_QUOTE_MAX)}…"`);
  });

  it('gives an excerpt without quotes for where a cell is named, such as a column', () => {
    expect(cellExcerpt('비고')).toBe('비고');
    expect(cellExcerpt('x'.repeat(5_000))).toBe(`${'x'.repeat(CELL_QUOTE_MAX)}…`);
  });

  it('never cuts a character in half', () => {
    expect(quoteCell('😀'.repeat(150))).toBe(`"${'😀'.repeat(CELL_QUOTE_MAX)}…"`);
  });
});
