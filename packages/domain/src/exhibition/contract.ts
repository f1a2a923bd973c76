import { z } from 'zod';
import { productCardSchema } from '../catalogue';
import { EXHIBITION_PAGE_SIZE, EXHIBITION_PAGE_SIZE_MAX, EXHIBITION_STATUSES, EXHIBITION_TABS } from './status';

// The exhibition API's shapes (issue #15), declared once for the server's routes, the
// /exhibition pages and my page's bookmarks.

const positiveId = z.number().int().positive().max(2_147_483_647);
const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`)).transform(Number);


// ---- requests ----

/** GET /exhibition/v1/{exhibitionNo}: digits only; anything else is 104. */
export const exhibitionParams = z.strictObject({ exhibitionNo: digits(10).pipe(positiveId) });

/** GET /exhibition/v1/list: one tab (current = running and upcoming; ended) a page at a time. */
export const exhibitionListQuery = z.strictObject({
  tab: z.enum(EXHIBITION_TABS).default('current'),
  page: digits(6).pipe(z.number().int().min(1)).default(1),
  size: digits(3).pipe(z.number().int().min(1).max(EXHIBITION_PAGE_SIZE_MAX)).default(EXHIBITION_PAGE_SIZE),
});
export type ExhibitionListQuery = z.output<typeof exhibitionListQuery>;

// ---- answers ----

const image = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ExhibitionImage = z.infer<typeof image>;

/** An exhibition in a list: the list page, my page's bookmarks. */
export const exhibitionCard = z.object({
  exhibitionNo: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The list card's picture (640×336); the detail's banner and link previews use the 1200×630 one. */
  cover: image,
  coverAlt: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(EXHIBITION_STATUSES),
});
export type ExhibitionCard = z.infer<typeof exhibitionCard>;

export const exhibitionListData = z.object({
  list: z.array(exhibitionCard),
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** How many each tab holds, for the tab labels. */
  tabCounts: z.object({ current: z.number().int(), ended: z.number().int() }),
});
export type ExhibitionListData = z.infer<typeof exhibitionListData>;

/**
 * The blocks an editor lines up. IMAGE, EDITOR and PRODUCT are the spec's EXHIBIT_TYPE codes
 * (이미지, 에디터, 상품); COUPON is ours: the event coupons of the benefit module, downloaded
 * in place.
 */
export const EXHIBITION_BLOCK_KINDS = ['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON'] as const;
export type ExhibitionBlockKind = (typeof EXHIBITION_BLOCK_KINDS)[number];

export const exhibitionBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('IMAGE'), image, alt: z.string(), linkUrl: z.string().nullable() }),
  /** Sanitised by the server (an allow-list); the page cleans it once more. */
  z.object({ kind: z.literal('EDITOR'), html: z.string() }),
  /** Products still in the catalogue, in the editor's order, with today's price and sold-out. */
  z.object({ kind: z.literal('PRODUCT'), title: z.string(), productList: z.array(productCardSchema) }),
  /**
   * The coupons of a coupon event (GET /coupon/v1/event/{eventCode}), read by the page itself: they
   * depend on the member. couponIds: the ones the console picked, in its order; null: all of the
   * event's (a block written before the console, as the seed's).
   */
  z.object({ kind: z.literal('COUPON'), title: z.string(), eventCode: z.string(), couponIds: z.array(z.number().int()).nullable() }),
]);
export type ExhibitionBlock = z.infer<typeof exhibitionBlock>;

export const exhibitionDetailData = z.object({
  exhibition: exhibitionCard.extend({ banner: image }),
  /** In the editor's order. Empty while upcoming: the contents are not shown before the opening. */
  blocks: z.array(exhibitionBlock),
});
export type ExhibitionDetailData = z.infer<typeof exhibitionDetailData>;

/** GET /mypage/v1/like/exhibition/list: the member's bookmarked exhibitions, newest bookmark first. */
export const exhibitionBookmarkListData = z.object({ totalCount: z.number().int(), exhibitionList: z.array(exhibitionCard) });
export type ExhibitionBookmarkListData = z.infer<typeof exhibitionBookmarkListData>;
