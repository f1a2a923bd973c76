import { SpecMessage } from '../codes';
import type { YnFlag } from '../price';
import { splitOptionList } from './productOptionRow';
import type { ProductOptionRow } from './productOptionRow';

/** One option level of a linked-option product, e.g. "Size" then "Finish". */
export interface OptionLevel {
  optionSeq: string;
  optionName: string;
  optionStyle: string;
}

interface TreeRow {
  itemSeqs: readonly number[];
  itemNames: readonly string[];
  row: ProductOptionRow;
}

export interface OptionTree {
  levels: readonly OptionLevel[];
  rows: readonly TreeRow[];
}

/** An item offered at one level, derived for the current choice (spec 02 §3 and §4). */
export interface OptionItem {
  itemSeq: number;
  itemName: string;
  soldOutYn: YnFlag;
  isHide: boolean;
}

function parseItemSeqs(row: ProductOptionRow): number[] {
  return splitOptionList(row.itemSeqList).map((part) => {
    const seq = Number(part);
    if (part.trim() === '' || !Number.isSafeInteger(seq)) {
      throw new Error(`Malformed itemSeqList '${row.itemSeqList}' in option group ${row.optionGroupSeq}`);
    }
    return seq;
  });
}

/**
 * Reads the rows of one product into levels and parsed combinations. Every row must
 * describe the same levels; a row that does not is a data error, not a sold-out item.
 */
export function buildOptionTree(rows: readonly ProductOptionRow[]): OptionTree {
  const first = rows[0];
  if (first === undefined) return { levels: [], rows: [] };
  const names = splitOptionList(first.optionNameList);
  const seqs = splitOptionList(first.optionSeqList);
  const styles = splitOptionList(first.optionStyleList);
  const levels = names.map((optionName, index) => ({
    optionName,
    optionSeq: seqs[index] ?? '',
    optionStyle: styles[index] ?? '',
  }));
  const treeRows = rows.map((row) => {
    const itemSeqs = parseItemSeqs(row);
    const itemNames = splitOptionList(row.itemNameList);
    if (itemSeqs.length !== levels.length || itemNames.length !== levels.length) {
      throw new Error(`Option group ${row.optionGroupSeq} does not have ${levels.length} option levels`);
    }
    return { itemSeqs, itemNames, row };
  });
  return { levels, rows: treeRows };
}

function startsWith(itemSeqs: readonly number[], prefix: readonly number[]): boolean {
  return prefix.every((seq, index) => itemSeqs[index] === seq);
}

/**
 * The items of `level` given the items already chosen on the earlier levels.
 * An item is sold out when no in-stock combination continues the chosen prefix with it;
 * on the last level that is exactly its own row's stock. Items no combination reaches
 * from the chosen prefix are hidden unless `showAll` asks to list every item.
 */
export function optionItemsAt(
  tree: OptionTree,
  level: number,
  chosenItemSeqs: readonly number[],
  options: { showAll?: boolean } = {},
): OptionItem[] {
  if (!Number.isInteger(level) || level < 0 || level >= tree.levels.length) {
    throw new RangeError(`Option level ${level} is outside 0..${tree.levels.length - 1}`);
  }
  if (chosenItemSeqs.length < level) {
    throw new RangeError(`Option level ${level} needs ${level} earlier choices, got ${chosenItemSeqs.length}`);
  }
  const prefix = chosenItemSeqs.slice(0, level);
  const items = new Map<number, { itemName: string; reachable: boolean; inStock: boolean }>();
  for (const { itemSeqs, itemNames, row } of tree.rows) {
    const itemSeq = itemSeqs[level] as number;
    const item = items.get(itemSeq) ?? { itemName: itemNames[level] ?? '', reachable: false, inStock: false };
    if (startsWith(itemSeqs, prefix)) {
      item.reachable = true;
      item.inStock ||= row.stockCnt > 0;
    }
    items.set(itemSeq, item);
  }
  return [...items].map(([itemSeq, item]) => ({
    itemSeq,
    itemName: item.itemName,
    soldOutYn: item.inStock ? 'N' : 'Y',
    isHide: !options.showAll && !item.reachable,
  }));
}

/** The row of a complete choice, one item per level. */
export function findRow(tree: OptionTree, itemSeqs: readonly number[]): ProductOptionRow {
  const found =
    itemSeqs.length === tree.levels.length && tree.levels.length > 0
      ? tree.rows.find((treeRow) => startsWith(treeRow.itemSeqs, itemSeqs))
      : undefined;
  if (found === undefined) throw new Error(SpecMessage.optionItemNotFound);
  return found.row;
}
