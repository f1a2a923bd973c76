import { z } from 'zod';
import { orderCountsView } from '../aftersale';
import { productCardSchema } from '../catalogue';
import { ALARM_REASONS } from './alarm';
import { MARKETING_CONSENTS } from './consents';
import { PRODUCT_HISTORY_MAX } from './history';

// My page's answers (issue 14), declared once for the server's routes and the web app.

const count = z.number().int().nonnegative();
const productNo = z.number().int().positive().max(2_147_483_647);

export const MEMBERSHIP_KINDS = ['GENERAL', 'BUSINESS'] as const;

// ---- home ----

export const benefitGlanceView = z.object({ couponCount: count, expiringCouponCount: count, pointBalance: count, expiringPoints: count });
export const reviewGlanceView = z.object({ writable: count });
export const inquiryGlanceView = z.object({ answeredUnread: count, waiting: count });
export type BenefitGlanceView = z.infer<typeof benefitGlanceView>;
export type ReviewGlanceView = z.infer<typeof reviewGlanceView>;
export type InquiryGlanceView = z.infer<typeof inquiryGlanceView>;

/** GET /mypage/v1/home: the greeting, membership and order counts, with the benefit, review and inquiry modules' glances. */
export const mypageHomeView = z.object({
  greetingName: z.string(),
  membership: z.enum(MEMBERSHIP_KINDS),
  orders: orderCountsView,
  benefits: benefitGlanceView,
  reviews: reviewGlanceView,
  inquiries: inquiryGlanceView,
  /** Why the header's my-page alarm is lit (empty: not lit). */
  alarms: z.array(z.enum(ALARM_REASONS)),
});
export type MypageHomeView = z.infer<typeof mypageHomeView>;

/** GET /mypage/v1/home/common: the header's alarm flags (spec 02 §3). Guests: both false. */
export const mypageCommonView = z.object({ cartAlarm: z.boolean(), mypageAlarm: z.boolean() });
export type MypageCommonView = z.infer<typeof mypageCommonView>;

// ---- recently viewed products ----

export const productViewInput = z.strictObject({ productNo });
/** A browser's view time: ISO with an offset, not before the shop (year 0 is valid ISO but no database time). */
const viewedAtInput = z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1), '2000년 이후의 시각이어야 합니다.');
/** The guest list posted after sign-in; the web app never keeps more than the cap. */
export const productViewMergeInput = z.strictObject({
  list: z.array(z.strictObject({ productNo, viewedAt: viewedAtInput })).max(PRODUCT_HISTORY_MAX),
});
export const productViewParams = z.strictObject({ productNo: z.coerce.number().int().positive().max(2_147_483_647) });
export type ProductViewMergeInput = z.infer<typeof productViewMergeInput>;

export const productHistoryView = z.object({
  list: z.array(z.object({ viewedAt: z.string(), product: productCardSchema })),
  max: z.number().int(),
});
export type ProductHistoryView = z.infer<typeof productHistoryView>;

// ---- wish and bookmarks (likes) ----

/** GET /mypage/v1/like/{type}/list: the liked targets of one type, newest like first. */
export const likeListView = z.object({
  totalCount: count,
  productList: z.array(productCardSchema).optional(),
  brandList: z.array(z.object({ brandNo: z.number().int(), brandName: z.string(), brandNameLatin: z.string(), brandCountry: z.string() })).optional(),
});
export type LikeListView = z.infer<typeof likeListView>;
/** Bookmarks (스크랩) are likes of these kinds, once styling pages and exhibitions exist. */
export const BOOKMARK_KINDS = ['styling', 'exhibition'] as const;
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number];

// ---- marketing consents ----

const consentType = z.enum(MARKETING_CONSENTS);
export const consentsView = z.object({
  consents: z.array(z.object({ type: consentType, agreed: z.boolean(), changedAt: z.string().nullable() })),
  /** Every real change, newest first. */
  changes: z.array(z.object({ type: consentType, agreed: z.boolean(), changedAt: z.string() })),
});
export type ConsentsView = z.infer<typeof consentsView>;
