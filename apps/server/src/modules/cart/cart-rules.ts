/**
 * The most pieces one cart line may hold, whatever the stock. Larger quantities (a whole
 * floor of tiles) go through a quote inquiry, where delivery by freight is arranged.
 * Note: the product page's own box allows up to MAX_LINE_QTY (999) of @maru/domain; the cart
 * refuses more than this with QUANTITY_LIMIT.
 */
export const CART_LINE_MAX_QTY = 99;

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
