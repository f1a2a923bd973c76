// Recently viewed products (최근 본 상품): one list per member on the server, one per guest
// browser in localStorage, merged at sign-in. The same rules serve both sides.

/** How many products the list keeps; the oldest view falls off first. */
export const PRODUCT_HISTORY_MAX = 50;
/** The guest browser's list in localStorage (a JSON array of ProductView). */
export const PRODUCT_HISTORY_STORAGE_KEY = 'maru.productHistory.v1';

export interface ProductView {
  productNo: number;
  /** ISO time of the latest view. */
  viewedAt: string;
}

const timeOf = (view: ProductView) => Date.parse(view.viewedAt);

/**
 * Joins lists of views: each product once with its latest view, newest first (ties: the
 * higher product number first, so the order never depends on the input's), at most `max`.
 */
export function mergeProductViews(lists: readonly (readonly ProductView[])[], max = PRODUCT_HISTORY_MAX): ProductView[] {
  const latest = new Map<number, ProductView>();
  for (const view of lists.flat()) {
    if (!Number.isInteger(view.productNo) || view.productNo <= 0 || Number.isNaN(timeOf(view))) continue;
    const known = latest.get(view.productNo);
    if (!known || timeOf(view) > timeOf(known)) latest.set(view.productNo, view);
  }
  return [...latest.values()].sort((a, b) => timeOf(b) - timeOf(a) || b.productNo - a.productNo).slice(0, Math.max(0, max));
}

/**
 * A product viewed (again): it moves to the top of the list. Two views in the same
 * millisecond, or a clock set back, would not sort it first, so its time is at least one
 * millisecond after the newest other view.
 */
export function recordProductView(list: readonly ProductView[], productNo: number, now: Date, max = PRODUCT_HISTORY_MAX): ProductView[] {
  const others = mergeProductViews([list.filter((view) => view.productNo !== productNo)], Number.MAX_SAFE_INTEGER);
  const newest = others[0] ? timeOf(others[0]) + 1 : Number.NEGATIVE_INFINITY;
  const viewedAt = new Date(Math.max(now.getTime(), newest)).toISOString();
  return mergeProductViews([others, [{ productNo, viewedAt }]], max);
}

/** Reads a stored list leniently: anything that is not a list of views counts as empty. */
export function parseStoredViews(text: string | null): ProductView[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const views = parsed.filter(
      (item): item is ProductView => typeof item === 'object' && item !== null && typeof item.productNo === 'number' && typeof item.viewedAt === 'string',
    );
    return mergeProductViews([views]);
  } catch {
    return [];
  }
}
