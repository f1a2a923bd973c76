import { MAX_LINE_QTY } from '@maru/domain';

/** The most pieces one cart line may hold: the same limit the product page applies. */
export const CART_LINE_MAX_QTY = MAX_LINE_QTY;

/** Spec: at most five samples per order, one of each option. */
export const SAMPLE_LIMIT = 5;

/** Samples are free; the order pays one sample delivery fee. */
export const SAMPLE_FEE_PER_ORDER = 3_000;

/** Items one add call may carry (the product page sends one line per chosen option). */
export const MAX_ITEMS_PER_ADD = 50;

/** The largest quantity a line of this option may hold now. */
export function lineCap(stockCnt: number): number {
  return Math.max(0, Math.min(Math.floor(stockCnt), CART_LINE_MAX_QTY));
}
