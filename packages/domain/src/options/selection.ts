import { sellingPrice } from '../price';
import { rowStatus } from './productOptionRow';
import type { ProductOptionRow } from './productOptionRow';

/**
 * The most pieces one option line may hold, whatever the stock — on the product page and in
 * the cart alike. Larger quantities (a whole floor of tiles) go through a quote inquiry,
 * where delivery by freight is arranged.
 */
export const MAX_LINE_QTY = 99;

/** One chosen option on the product page, before it goes into the cart. */
export interface SelectionLine {
  row: ProductOptionRow;
  qty: number;
}

export interface SelectionTotal {
  /** Pieces over all lines. */
  count: number;
  /** Selling price × quantity over all lines, in won. */
  amount: number;
}

export function maxLineQty(row: Pick<ProductOptionRow, 'stockCnt'>): number {
  const stock = Number.isFinite(row.stockCnt) ? Math.floor(row.stockCnt) : 0;
  return Math.max(0, Math.min(stock, MAX_LINE_QTY));
}

function clampQty(qty: number, max: number): number {
  const whole = Number.isFinite(qty) ? Math.floor(qty) : 1;
  return Math.min(max, Math.max(1, whole));
}

/**
 * Adds `qty` pieces of an option. Choosing an option already on the page adds to its
 * line instead of repeating it; a quantity below one adds one piece, as the page's "+" does.
 * Sold-out options cannot be chosen and leave the lines as they are.
 */
export function addSelection(lines: readonly SelectionLine[], row: ProductOptionRow, qty = 1): SelectionLine[] {
  // A fractional stock below one piece is as sold out as an empty one.
  if (rowStatus(row) !== 'AVAILABLE' || maxLineQty(row) === 0) return [...lines];
  const existing = lines.find((line) => line.row.optionGroupSeq === row.optionGroupSeq);
  if (existing === undefined) return [...lines, { row, qty: clampQty(qty, maxLineQty(row)) }];
  const added = clampQty(qty, Number.POSITIVE_INFINITY);
  return lines.map((line) => (line === existing ? { row, qty: clampQty(line.qty + added, maxLineQty(row)) } : line));
}

/** Sets a line to `qty`, kept within 1..min(stock, MAX_LINE_QTY). */
export function setQuantity(lines: readonly SelectionLine[], optionGroupSeq: number, qty: number): SelectionLine[] {
  return lines.map((line) =>
    line.row.optionGroupSeq === optionGroupSeq ? { ...line, qty: clampQty(qty, maxLineQty(line.row)) } : line,
  );
}

export function removeSelection(lines: readonly SelectionLine[], optionGroupSeq: number): SelectionLine[] {
  return lines.filter((line) => line.row.optionGroupSeq !== optionGroupSeq);
}

export function selectionTotal(lines: readonly SelectionLine[]): SelectionTotal {
  return lines.reduce(
    (total, { row, qty }) => ({
      count: total.count + qty,
      amount: total.amount + sellingPrice({ price: row.orderPrice, priceDiscount: row.orderPriceDiscount }) * qty,
    }),
    { count: 0, amount: 0 },
  );
}
