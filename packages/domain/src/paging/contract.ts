import { z } from 'zod';

// How the API pages its lists, declared once for every contract that pages (my page's orders,
// claims and reviews, the product page's reviews and questions, the operator console's lists),
// so a paged answer reads the same wherever the web app meets one.

/** The `data` of a paged list: the rows of one page and how many rows the whole list has. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int().nonnegative() });

/** `?page=`: 1-based, the first page when absent; the cap keeps a typed-in number from asking for an absurd offset. */
export const pageNumberParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** `?size=`: rows on a page, from 1 up to `max`; `fallback` when absent. */
export const pageSizeParam = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
