/** How many page numbers a pager shows at once. */
const WINDOW = 5;

/**
 * The page numbers a pager shows for `page`: its group of five (1–5, 6–10, …), cut at the
 * last page. The catalogue's buttons and the links of the other lists page alike.
 */
export function pageWindow(page: number, pageCount: number): number[] {
  const first = Math.floor((page - 1) / WINDOW) * WINDOW + 1;
  return Array.from({ length: Math.min(WINDOW, pageCount - first + 1) }, (_, index) => first + index);
}
