import { z } from 'zod';
import { productStatus } from '../catalogue-console/contract';
import { pageNumberParam, pageOf, pageSizeParam } from '../paging';
import { scheduleInput, scheduleView } from '../publication/schedule';
import { STYLING_SPACES, STYLING_STYLES } from '../styling/vocabulary';

// The console's exhibitions (/api/admin/v1/exhibitions) and styling rooms (/api/admin/v1/styling),
// issue 27, for CONTENT_ROLES. Rules and choices: docs/inspiration-console.md.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idNumber = z.number().int().positive().max(2_147_483_647);
const SCHEDULE_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const;

// ---- shared: pictures and products picked by search ----

/** A picture uploaded through the media pipeline (WebP 320/640/1280), by its console id. */
export const inspirationImage = z.object({
  imageId: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type InspirationImage = z.infer<typeof inspirationImage>;
export const inspirationImageUpload = z.object({ image: inspirationImage });

/** GET …/products?keyword=: a product number or words of its name or brand. */
export const productPickQuery = z.strictObject({
  keyword: z.string().trim().min(1, '검색어를 입력해 주세요.').max(60, '검색어는 60자까지 입력할 수 있습니다.'),
});

export const pickedProduct = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  brandName: z.string(),
  sellingPrice: z.number().int(),
  status: productStatus,
  imageUrl: z.string(),
});
export type PickedProduct = z.infer<typeof pickedProduct>;
export const productPickList = z.object({ list: z.array(pickedProduct) });
export type ProductPickList = z.infer<typeof productPickList>;

/** The list queries: newest first, by words of the title and the schedule status. */
const listQuery = z.strictObject({
  keyword: z.string().trim().max(60).optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
  page: pageNumberParam,
  size: pageSizeParam(100, 20),
});

// ---- exhibitions ----

export const EXHIBITION_BLOCKS_MAX = 60;
export const EXHIBITION_GROUP_PRODUCTS_MAX = 60;
export const EXHIBITION_BLOCK_COUPONS_MAX = 10;

const blockTitle = z.string().trim().min(1, '블록 제목을 입력해 주세요.').max(100, '블록 제목은 100자까지 입력할 수 있습니다.');
/** A seeded picture's key (/media/exhibitions/<key>-…): kept as it is when a seeded block is saved again. */
const seedImageKey = z.string().regex(/^[a-z0-9-]{1,60}$/);
const internalLink = z
  .string()
  .trim()
  .max(500)
  // No lookahead: the fuzzer draws strings from this pattern. '/' then nothing, or a first character that is not another slash.
  .regex(/^\/([^/\\\s]\S*)?$/, '링크는 쇼핑몰 안의 주소(/로 시작)만 넣을 수 있습니다.');
const unique = (values: readonly number[]) => new Set(values).size === values.length;

export const exhibitionBlockWrite = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('IMAGE'),
      /** An upload (POST /exhibitions/images); null with imageKey for a seeded picture. */
      imageId: idNumber.nullable().default(null),
      imageKey: seedImageKey.nullable().default(null),
      alt: z.string().trim().min(1, '사진의 대체 텍스트를 입력해 주세요.').max(300, '대체 텍스트는 300자까지 입력할 수 있습니다.'),
      linkUrl: internalLink.nullable().default(null),
    })
    .refine((block) => (block.imageId === null) !== (block.imageKey === null), { message: '사진을 올려 주세요.', path: ['imageId'] }),
  z.strictObject({
    kind: z.literal('EDITOR'),
    /** Stored as written; cleaned by the allow-list on every read. */
    html: z.string().trim().min(1, '글을 입력해 주세요.').max(50_000, '글은 50,000자까지 입력할 수 있습니다.'),
  }),
  z.strictObject({
    kind: z.literal('PRODUCT'),
    title: blockTitle,
    productNos: z
      .array(idNumber)
      .min(1, '상품을 하나 이상 골라 주세요.')
      .max(EXHIBITION_GROUP_PRODUCTS_MAX, `상품은 ${EXHIBITION_GROUP_PRODUCTS_MAX}개까지 고를 수 있습니다.`)
      .refine(unique, '같은 상품이 두 번 있습니다.'),
  }),
  z.strictObject({
    kind: z.literal('COUPON'),
    title: blockTitle,
    /** Event coupons (channel EVENT) of one event; shoppers take them on the page. */
    couponIds: z
      .array(idNumber)
      .min(1, '쿠폰을 하나 이상 골라 주세요.')
      .max(EXHIBITION_BLOCK_COUPONS_MAX, `쿠폰은 ${EXHIBITION_BLOCK_COUPONS_MAX}개까지 고를 수 있습니다.`)
      .refine(unique, '같은 쿠폰이 두 번 있습니다.'),
  }),
]);
export type ExhibitionBlockWrite = z.infer<typeof exhibitionBlockWrite>;
export type ExhibitionBlockWriteInput = z.input<typeof exhibitionBlockWrite>;

/** The exhibition's period is its schedule: both ends are needed (shoppers read them). */
const exhibitionSchedule = scheduleInput.refine((schedule) => schedule.startsAt !== null && schedule.endsAt !== null, {
  message: '기획전 기간(시작과 종료)을 입력해 주세요.',
  path: ['startsAt'],
});

/** POST /exhibitions, PUT /exhibitions/{exhibitionNo}: the whole exhibition, its blocks in order. */
export const exhibitionWrite = z.strictObject({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(200, '제목은 200자까지 입력할 수 있습니다.'),
  summary: z.string().trim().max(500, '요약은 500자까지 입력할 수 있습니다.').default(''),
  /** An upload; null keeps the current cover (a seeded one). A new exhibition needs one. */
  coverImageId: idNumber.nullable().default(null),
  coverAlt: z.string().trim().min(1, '표지의 대체 텍스트를 입력해 주세요.').max(300, '대체 텍스트는 300자까지 입력할 수 있습니다.'),
  schedule: exhibitionSchedule,
  blocks: z.array(exhibitionBlockWrite).max(EXHIBITION_BLOCKS_MAX, `블록은 ${EXHIBITION_BLOCKS_MAX}개까지 둘 수 있습니다.`),
});
export type ExhibitionWrite = z.infer<typeof exhibitionWrite>;
export type ExhibitionWriteInput = z.input<typeof exhibitionWrite>;

export const exhibitionNoParams = z.strictObject({ exhibitionNo: id });
export const adminExhibitionQuery = listQuery;
export type AdminExhibitionQuery = z.infer<typeof adminExhibitionQuery>;

/** GET /exhibitions/coupons?keyword=: event coupons to place in a coupon block. */
export const couponPickQuery = z.strictObject({ keyword: z.string().trim().max(60).optional() });
export const pickedCoupon = z.object({
  couponId: z.number().int(),
  couponName: z.string(),
  /** What it gives, as the shop words it (3,000원 할인, 10% 할인 (최대 5,000원), 무료배송). */
  benefit: z.string(),
  eventCode: z.string(),
  eventTitle: z.string(),
  /** Members can take it now (active, within its download period). */
  open: z.boolean(),
});
export type PickedCoupon = z.infer<typeof pickedCoupon>;
export const couponPickList = z.object({ list: z.array(pickedCoupon) });
export type CouponPickList = z.infer<typeof couponPickList>;

export const adminExhibitionRow = z.object({
  exhibitionNo: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  schedule: scheduleView,
  blockCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminExhibitionRow = z.infer<typeof adminExhibitionRow>;
export const adminExhibitionListView = pageOf(adminExhibitionRow);
export type AdminExhibitionListView = z.infer<typeof adminExhibitionListView>;

export const adminExhibitionBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('IMAGE'), imageId: z.number().int().nullable(), imageKey: z.string().nullable(), url: z.string(), alt: z.string(), linkUrl: z.string().nullable() }),
  /** As stored, cleaned by the allow-list (what shoppers get). */
  z.object({ kind: z.literal('EDITOR'), html: z.string() }),
  /** Products still in the catalogue, in the block's order. */
  z.object({ kind: z.literal('PRODUCT'), title: z.string(), products: z.array(pickedProduct) }),
  z.object({ kind: z.literal('COUPON'), title: z.string(), coupons: z.array(pickedCoupon) }),
]);
export type AdminExhibitionBlock = z.infer<typeof adminExhibitionBlock>;

export const adminExhibitionView = z.object({
  exhibitionNo: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.object({ imageId: z.number().int().nullable(), url: z.string() }),
  coverAlt: z.string(),
  schedule: scheduleView,
  blocks: z.array(adminExhibitionBlock),
  updatedAt: z.string(),
});
export type AdminExhibitionView = z.infer<typeof adminExhibitionView>;

// ---- styling rooms ----

export const STYLING_HOTSPOTS_MAX = 30;

export const hotspotWrite = z.strictObject({
  /** Percent of the photo's width and height, from its top left corner. */
  x: z.number().min(0, '0~100% 사이로 입력해 주세요.').max(100, '0~100% 사이로 입력해 주세요.'),
  y: z.number().min(0, '0~100% 사이로 입력해 주세요.').max(100, '0~100% 사이로 입력해 주세요.'),
  productNo: idNumber,
});
export type HotspotWrite = z.infer<typeof hotspotWrite>;

/** POST /styling, PUT /styling/{stylingNo}: the room and the hotspots of its (first) photo, in order. */
export const stylingWrite = z.strictObject({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(200, '제목은 200자까지 입력할 수 있습니다.'),
  summary: z.string().trim().max(500, '요약은 500자까지 입력할 수 있습니다.').default(''),
  space: z.enum(STYLING_SPACES),
  style: z.enum(STYLING_STYLES),
  /** Plain text; paragraphs are separated by an empty line. */
  description: z.string().trim().max(5_000, '설명은 5,000자까지 입력할 수 있습니다.').default(''),
  /** An upload; null keeps the current photo. A new room needs one. */
  photoImageId: idNumber.nullable().default(null),
  photoCaption: z.string().trim().max(200, '사진 설명은 200자까지 입력할 수 있습니다.').default(''),
  hotspots: z.array(hotspotWrite).max(STYLING_HOTSPOTS_MAX, `상품 태그는 ${STYLING_HOTSPOTS_MAX}개까지 둘 수 있습니다.`),
  schedule: scheduleInput,
});
export type StylingWrite = z.infer<typeof stylingWrite>;
export type StylingWriteInput = z.input<typeof stylingWrite>;

export const stylingNoParams = z.strictObject({ stylingNo: id });
export const adminStylingQuery = listQuery.extend({ space: z.enum(STYLING_SPACES).optional() });
export type AdminStylingQuery = z.infer<typeof adminStylingQuery>;

export const adminStylingRow = z.object({
  stylingNo: z.number().int(),
  title: z.string(),
  space: z.enum(STYLING_SPACES),
  style: z.enum(STYLING_STYLES),
  photoUrl: z.string(),
  hotspotCount: z.number().int(),
  schedule: scheduleView,
  updatedAt: z.string(),
});
export type AdminStylingRow = z.infer<typeof adminStylingRow>;
export const adminStylingListView = pageOf(adminStylingRow);
export type AdminStylingListView = z.infer<typeof adminStylingListView>;

/** DELETE /exhibitions/{no}, /styling/{no}: how many the list holds after the delete (its `total`). */
export const inspirationDeleteResult = adminStylingListView.pick({ total: true });

export const adminHotspot = z.object({ x: z.number(), y: z.number(), product: pickedProduct.nullable(), productNo: z.number().int() });
export type AdminHotspot = z.infer<typeof adminHotspot>;

export const adminStylingView = z.object({
  stylingNo: z.number().int(),
  title: z.string(),
  summary: z.string(),
  space: z.enum(STYLING_SPACES),
  style: z.enum(STYLING_STYLES),
  description: z.string(),
  photo: z.object({ imageId: z.number().int().nullable(), url: z.string(), width: z.number().int(), height: z.number().int(), caption: z.string() }),
  /** Photos after the first (seeded rooms have several): kept as they are, with their tags. */
  otherPhotos: z.number().int(),
  hotspots: z.array(adminHotspot),
  schedule: scheduleView,
  updatedAt: z.string(),
});
export type AdminStylingView = z.infer<typeof adminStylingView>;
