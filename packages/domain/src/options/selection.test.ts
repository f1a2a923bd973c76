import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_LINE_QTY, addSelection, maxLineQty, removeSelection, selectionTotal, setQuantity } from './selection';
import type { SelectionLine } from './selection';
import { optionRow } from './optionRow.fixture';

const matt = optionRow([1, 11], { orderPrice: 59_000, orderPriceDiscount: 49_000, stockCnt: 20 });
const polished = optionRow([1, 12], { orderPrice: 30_000, stockCnt: 3 });
const closed = optionRow([1, 13], { stockCnt: 0 });

describe('addSelection', () => {
  it('adds a new line, and adds to the line when the same option is chosen again', () => {
    const once = addSelection([], matt, 2);
    expect(once).toEqual([{ row: matt, qty: 2 }]);
    expect(addSelection(once, matt, 3)).toEqual([{ row: matt, qty: 5 }]);
    expect(addSelection(once, polished)).toEqual([
      { row: matt, qty: 2 },
      { row: polished, qty: 1 },
    ]);
  });

  it('never goes beyond the stock', () => {
    expect(addSelection(addSelection([], polished, 2), polished, 5)).toEqual([{ row: polished, qty: 3 }]);
  });

  it('ignores sold-out options', () => {
    const lines = addSelection([], matt);
    expect(addSelection(lines, closed)).toEqual(lines);
    expect(addSelection([], optionRow([2], { stockCnt: 0.5 }))).toEqual([]);
  });
});

describe('setQuantity', () => {
  it('keeps the quantity within 1..min(stock, MAX_LINE_QTY)', () => {
    const lines = addSelection(addSelection([], matt), polished);
    expect(setQuantity(lines, polished.optionGroupSeq, 10)[1]?.qty).toBe(3);
    expect(setQuantity(lines, polished.optionGroupSeq, 0)[1]?.qty).toBe(1);
    expect(setQuantity(lines, matt.optionGroupSeq, 2.7)[0]?.qty).toBe(2);
    expect(setQuantity(lines, matt.optionGroupSeq, Number.NaN)[0]?.qty).toBe(1);
    const plenty = optionRow([3], { stockCnt: 50_000 });
    expect(setQuantity(addSelection([], plenty), plenty.optionGroupSeq, 5_000)[0]?.qty).toBe(MAX_LINE_QTY);
  });
});

describe('removeSelection', () => {
  it('drops only the given option', () => {
    const lines = addSelection(addSelection([], matt), polished);
    expect(removeSelection(lines, matt.optionGroupSeq)).toEqual([{ row: polished, qty: 1 }]);
  });
});

describe('selectionTotal', () => {
  it('sums pieces and selling price × quantity', () => {
    const lines = addSelection(addSelection([], matt, 2), polished, 1);
    expect(selectionTotal(lines)).toEqual({ count: 3, amount: 2 * 49_000 + 30_000 });
    expect(selectionTotal([])).toEqual({ count: 0, amount: 0 });
  });

  it('keeps every line within its bounds under any sequence of edits', () => {
    const rows = [matt, polished, closed, optionRow([4], { stockCnt: 2_000 })];
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), row: fc.constantFrom(...rows), qty: fc.integer({ min: -5, max: 3_000 }) }),
      fc.record({ kind: fc.constant('set' as const), row: fc.constantFrom(...rows), qty: fc.integer({ min: -5, max: 3_000 }) }),
      fc.record({ kind: fc.constant('remove' as const), row: fc.constantFrom(...rows), qty: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        const lines = edits.reduce<SelectionLine[]>((current, { kind, row, qty }) => {
          if (kind === 'add') return addSelection(current, row, qty);
          if (kind === 'set') return setQuantity(current, row.optionGroupSeq, qty);
          return removeSelection(current, row.optionGroupSeq);
        }, []);
        const seqs = lines.map((line) => line.row.optionGroupSeq);
        expect(new Set(seqs).size).toBe(seqs.length);
        for (const line of lines) {
          expect(Number.isInteger(line.qty)).toBe(true);
          expect(line.qty).toBeGreaterThanOrEqual(1);
          expect(line.qty).toBeLessThanOrEqual(maxLineQty(line.row));
        }
        expect(selectionTotal(lines).count).toBe(lines.reduce((sum, line) => sum + line.qty, 0));
      }),
    );
  });
});
