import { z } from 'zod';
import { productCardSchema } from '../catalogue/answers';
import { STYLING_PAGE_SIZE, STYLING_PAGE_SIZE_MAX, STYLING_SPACES, STYLING_STYLES } from './vocabulary';

// The styling API's shapes (issue #15), declared once for the server's routes, the styling
// pages and my page's bookmarks. Styling pages are photographed rooms whose photos carry
// product hotspots.

const int = z.number().int();

export const stylingSpace = z.enum(STYLING_SPACES);
export const stylingStyle = z.enum(STYLING_STYLES);


// ---- requests ----

/** GET /styling/v1/list: one space and one style at most (a URL states one of each), pages from 1. */
export const stylingListRequest = z.object({
  space: stylingSpace.optional(),
  style: stylingStyle.optional(),
  page: z.string().regex(/^\d{1,6}$/).transform(Number).pipe(int.min(1)).default(1),
  size: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(int.min(1).max(STYLING_PAGE_SIZE_MAX)).default(STYLING_PAGE_SIZE),
});
export type StylingListRequest = z.output<typeof stylingListRequest>;

/** GET /styling/v1?stylingNo=: digits only, so '12abc' or '-1' is refused (104). */
export const stylingDetailRequest = z.object({
  stylingNo: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(int.positive().max(2_147_483_647)),
});

// ---- answers ----

/** A rendered picture: the largest file, every width for srcset, and its size so the page keeps its place (CLS). */
export const stylingImage = z.object({
  url: z.string(),
  width: int,
  height: int,
  sources: z.array(z.object({ url: z.string(), width: int })),
  alt: z.string(),
});
export type StylingImage = z.infer<typeof stylingImage>;

export const stylingCard = z.object({
  stylingNo: int,
  title: z.string(),
  summary: z.string(),
  space: stylingSpace,
  spaceName: z.string(),
  style: stylingStyle,
  styleName: z.string(),
  cover: stylingImage,
  /** Distinct products tagged in the room's photos. */
  productCnt: int,
  publishedAt: z.string(),
});
export type StylingCard = z.infer<typeof stylingCard>;

/** How many published pages a filter choice would show, given the other filter as chosen. */
const facetCount = z.object({ code: z.string(), name: z.string(), count: int });
export type StylingFacetCount = z.infer<typeof facetCount>;

export const stylingListData = z.object({
  stylingList: z.array(stylingCard),
  totalCount: int,
  page: int,
  size: int,
  spaceCounts: z.array(facetCount.extend({ code: stylingSpace })),
  styleCounts: z.array(facetCount.extend({ code: stylingStyle })),
});
export type StylingListData = z.infer<typeof stylingListData>;

/** A product tag on a photo: where (percent of the photo's width and height) and the product's current card. */
export const stylingHotspot = z.object({
  hotspotNo: int,
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  product: productCardSchema,
});
export type StylingHotspot = z.infer<typeof stylingHotspot>;

export const stylingPhoto = z.object({
  position: int,
  image: stylingImage,
  caption: z.string(),
  hotspots: z.array(stylingHotspot),
});
export type StylingPhoto = z.infer<typeof stylingPhoto>;

export const stylingDetailData = stylingCard.extend({
  /** The story as plain-text paragraphs; never markup. */
  story: z.array(z.string()),
  photos: z.array(stylingPhoto),
  /** 이 공간의 상품: every tagged product once, in the order they first appear. */
  productList: z.array(productCardSchema),
  /** Other rooms of the same space. */
  relatedList: z.array(stylingCard),
});
export type StylingDetail = z.infer<typeof stylingDetailData>;

/** GET /mypage/v1/like/styling/list: the member's bookmarked pages, newest bookmark first. */
export const stylingBookmarkListData = z.object({ totalCount: int, stylingList: z.array(stylingCard) });
export type StylingBookmarkList = z.infer<typeof stylingBookmarkListData>;
