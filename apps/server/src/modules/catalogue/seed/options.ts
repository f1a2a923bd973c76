import type { Axis, AxisKey, AxisValue } from './lines';
import type { Random } from './random';
import type { GeneratedOptionLevel, GeneratedOptionRow, StockLostType } from '../types';

// Expands a product's chosen option levels into option rows. Options are linked: after
// the first level, each chosen item only offers some of the next level's items (a
// 300×600 tile may come in 무광 and 유광 while 1200×600 only in 무광), so the rows are
// the paths through that tree, not the full cross product.

export interface ChosenLevel {
  axis: AxisKey | null;
  definition: Axis;
  values: AxisValue[];
}

/** Sequence numbers are derived from the product number, so they are stable across runs. */
export const optionSeqOf = (productNo: number, level: number) => productNo * 10 + level + 1;
export const itemSeqOf = (productNo: number, level: number, index: number) => productNo * 1000 + level * 100 + index + 1;
export const itemGroupSeqOf = (productNo: number, row: number) => productNo * 100 + row + 1;

export function optionLevels(productNo: number, levels: readonly ChosenLevel[]): GeneratedOptionLevel[] {
  return levels.map((level, levelIndex) => ({
    optionSeq: optionSeqOf(productNo, levelIndex),
    optionName: level.definition.optionName,
    style: level.definition.style,
    items: level.values.map((value, index) => ({
      itemSeq: itemSeqOf(productNo, levelIndex, index),
      itemName: value.name,
      extraPrice: value.extraPrice,
    })),
  }));
}

/** Index paths through the linked levels; every first-level item keeps at least one path. */
function linkedPaths(rng: Random, levels: readonly ChosenLevel[]): number[][] {
  let paths: number[][] = [[]];
  levels.forEach((level, levelIndex) => {
    const all = level.values.map((_, index) => index);
    paths = paths.flatMap((path) => {
      const dropOne = levelIndex > 0 && all.length > 1 && rng.chance(0.3);
      const offered = dropOne ? rng.sample(all, all.length - 1) : all;
      return offered.map((index) => [...path, index]);
    });
  });
  return paths;
}

export interface StockPlan {
  /** The product is sold out in every combination. */
  soldOut: boolean;
  /** What rows become when they run out, unless a row draws otherwise. */
  defaultLostType: StockLostType;
  maxStock: number;
}

/** With the ~2 % of products sold out entirely, about 8 % of all rows end up at 0. */
const ROW_SOLD_OUT_SHARE = 0.06;

export function optionRows(rng: Random, productNo: number, levels: readonly ChosenLevel[], stock: StockPlan): GeneratedOptionRow[] {
  return linkedPaths(rng, levels).map((path, rowIndex) => {
    const values = path.map((index, levelIndex) => levels[levelIndex]?.values[index] as AxisValue);
    const soldOut = stock.soldOut || rng.chance(ROW_SOLD_OUT_SHARE);
    // Sold-out rows are split between closed sales and restock alerts so both states occur.
    const lostType: StockLostType = soldOut ? (rng.chance(0.5) ? 'SALE_CLOSE' : 'STOCK_ALIM') : stock.defaultLostType;
    return {
      itemGroupSeq: itemGroupSeqOf(productNo, rowIndex),
      itemSeqs: path.map((index, levelIndex) => itemSeqOf(productNo, levelIndex, index)),
      itemNames: values.map((value) => value.name),
      extraPrice: values.reduce((sum, value) => sum + value.extraPrice, 0),
      stockCnt: soldOut ? 0 : rng.int(1, stock.maxStock),
      stockLostType: lostType,
    };
  });
}
