import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildOptionTree, findRow, optionItemsAt } from './optionTree';
import { optionRow } from './optionRow.fixture';
import type { ProductOptionRow } from './productOptionRow';

// Size 1 = 600x600, 2 = 300x600, 3 = 1200x600; finish 11 = matt, 12 = polished, 13 = lappato.
const tileRows = [
  optionRow([1, 11], { stockCnt: 5 }),
  optionRow([1, 12], { stockCnt: 0 }),
  optionRow([2, 11], { stockCnt: 0 }),
  optionRow([2, 12], { stockCnt: 0, stockLostType: 'STOCK_ALIM' }),
  optionRow([3, 13], { stockCnt: 3 }),
];
const tileTree = buildOptionTree(tileRows);

const flags = (items: ReturnType<typeof optionItemsAt>) =>
  items.map(({ itemSeq, soldOutYn, isHide }) => [itemSeq, soldOutYn, isHide]);

describe('buildOptionTree', () => {
  it('reads the levels from the pipe-joined option lists', () => {
    expect(tileTree.levels).toEqual([
      { optionSeq: '100', optionName: 'option 1', optionStyle: 'SELECT' },
      { optionSeq: '101', optionName: 'option 2', optionStyle: 'SELECT' },
    ]);
    expect(buildOptionTree([])).toEqual({ levels: [], rows: [] });
  });

  it('rejects rows whose lists disagree with the levels', () => {
    expect(() => buildOptionTree([optionRow([1, 11]), optionRow([2])])).toThrow('does not have 2 option levels');
    expect(() => buildOptionTree([optionRow([1], { itemSeqList: 'x' })])).toThrow('Malformed itemSeqList');
  });
});

describe('optionItemsAt', () => {
  it('marks a first-level item sold out when none of its combinations is in stock', () => {
    expect(flags(optionItemsAt(tileTree, 0, []))).toEqual([
      [1, 'N', false],
      [2, 'Y', false],
      [3, 'N', false],
    ]);
  });

  it('flags last-level items by their own row stock and hides unreachable ones', () => {
    expect(flags(optionItemsAt(tileTree, 1, [1]))).toEqual([
      [11, 'N', false],
      [12, 'Y', false],
      [13, 'Y', true],
    ]);
    expect(flags(optionItemsAt(tileTree, 1, [3]))).toEqual([
      [11, 'Y', true],
      [12, 'Y', true],
      [13, 'N', false],
    ]);
  });

  it('shows every item again with showAll, keeping the sold-out flags', () => {
    expect(flags(optionItemsAt(tileTree, 1, [3], { showAll: true }))).toEqual([
      [11, 'Y', false],
      [12, 'Y', false],
      [13, 'N', false],
    ]);
  });

  it('keeps the item names of the rows', () => {
    expect(optionItemsAt(tileTree, 0, []).map((item) => item.itemName)).toEqual(['item 1', 'item 2', 'item 3']);
  });

  it('refuses a level outside the tree or without its earlier choices', () => {
    expect(() => optionItemsAt(tileTree, 2, [1, 11])).toThrow(RangeError);
    expect(() => optionItemsAt(tileTree, 1, [])).toThrow(RangeError);
  });
});

describe('findRow', () => {
  it('returns the row of a complete choice', () => {
    expect(findRow(tileTree, [2, 12])).toBe(tileRows[3]);
  });

  it("throws 'Not found Option Item' for a partial or missing choice", () => {
    expect(() => findRow(tileTree, [1, 13])).toThrow('Not found Option Item');
    expect(() => findRow(tileTree, [1])).toThrow('Not found Option Item');
    expect(() => findRow(buildOptionTree([]), [])).toThrow('Not found Option Item');
  });
});

describe('linked options over random option matrices', () => {
  const matrix = fc
    .integer({ min: 1, max: 3 })
    .chain((depth) =>
      fc.record({
        depth: fc.constant(depth),
        combos: fc.uniqueArray(
          fc.record({
            itemSeqs: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: depth, maxLength: depth }),
            stockCnt: fc.integer({ min: 0, max: 2 }),
          }),
          { minLength: 1, maxLength: 12, selector: (combo) => combo.itemSeqs.join('|') },
        ),
        chosen: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: depth, maxLength: depth }),
        level: fc.integer({ min: 0, max: depth - 1 }),
      }),
    );
  const rowsOf = (combos: { itemSeqs: number[]; stockCnt: number }[]): ProductOptionRow[] =>
    combos.map(({ itemSeqs, stockCnt }) => optionRow(itemSeqs, { stockCnt }));
  const continues = (row: ProductOptionRow, prefix: number[]) =>
    row.itemSeqList.split('|').map(Number).slice(0, prefix.length).join('|') === prefix.join('|');

  it('offers a visible available item only when an in-stock completion exists, and hides exactly the unreachable ones', () => {
    fc.assert(
      fc.property(matrix, ({ combos, chosen, level }) => {
        const rows = rowsOf(combos);
        const tree = buildOptionTree(rows);
        for (const item of optionItemsAt(tree, level, chosen)) {
          const withItem = [...chosen.slice(0, level), item.itemSeq];
          const completions = rows.filter((row) => continues(row, withItem));
          expect(item.isHide).toBe(completions.length === 0);
          expect(item.soldOutYn === 'N').toBe(completions.some((row) => row.stockCnt > 0));
        }
      }),
    );
  });

  it('lists every distinct item of the level once, and showAll only unhides', () => {
    fc.assert(
      fc.property(matrix, ({ combos, chosen, level }) => {
        const tree = buildOptionTree(rowsOf(combos));
        const items = optionItemsAt(tree, level, chosen);
        const distinct = new Set(combos.map((combo) => combo.itemSeqs[level]));
        expect(items.map((item) => item.itemSeq).sort()).toEqual([...distinct].sort());
        const all = optionItemsAt(tree, level, chosen, { showAll: true });
        expect(all.every((item) => !item.isHide)).toBe(true);
        expect(all.map((item) => item.soldOutYn)).toEqual(items.map((item) => item.soldOutYn));
      }),
    );
  });

  it('finds each row by its own items and nothing else', () => {
    fc.assert(
      fc.property(matrix, ({ combos, chosen }) => {
        const rows = rowsOf(combos);
        const tree = buildOptionTree(rows);
        rows.forEach((row, index) => expect(findRow(tree, combos[index]?.itemSeqs ?? [])).toBe(row));
        const exists = combos.some((combo) => combo.itemSeqs.join('|') === chosen.join('|'));
        if (!exists) expect(() => findRow(tree, chosen)).toThrow('Not found Option Item');
      }),
    );
  });
});
