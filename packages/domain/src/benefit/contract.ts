import { z } from 'zod';

// The benefits API's shapes (coupons, points, invitations), declared once: the server uses
// them as route schemas, the web app parses its answers with them. Routes and who may call
// them: apps/server/src/modules/benefit/README.md; rules: docs/benefits.md.
// This file imports nothing from ../order, so the order contract can embed these shapes.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const won = z.number().int().nonnegative();
/** A ledger amount: positive earned or given back, negative spent, expired or taken back. */
const signedWon = z.number().int();
const page = z.coerce.number().int().min(1).max(1_000).default(1);

/** COUPON_BENEFIT_TYPE codes: won off, percent off (with a maximum), free delivery. */
export const COUPON_BENEFIT_TYPES = ['AMOUNT', 'RATE', 'FREE_DELIVERY'] as const;
export type CouponBenefitType = (typeof COUPON_BENEFIT_TYPES)[number];
/** What a coupon discounts: the products (정액/정률) or the prepaid delivery fees (무료배송). */
export const COUPON_KINDS = ['PRODUCT', 'SHIPPING'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_SCOPES = ['ALL', 'CATEGORY', 'BRAND', 'PRODUCT'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** A member's coupon as the list shows it; EXPIRED includes coupons that expired unused. */
export const MEMBER_COUPON_STATUSES = ['USABLE', 'USED', 'EXPIRED'] as const;
export type MemberCouponStatus = (typeof MEMBER_COUPON_STATUSES)[number];

/** STAFF_GIVE / STAFF_TAKE: given or taken back by staff in the console, with the reason as the entry's description (issue 28). */
export const POINT_ENTRY_KINDS = ['EARN_PURCHASE', 'EARN_REVIEW', 'EARN_INVITATION', 'SPEND', 'SPEND_RETURN', 'CLAWBACK', 'EXPIRE', 'STAFF_GIVE', 'STAFF_TAKE'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

// ---- requests ----

/** GET /mypage/v1/coupon/list */
export const memberCouponListQuery = z.strictObject({ status: z.enum(['usable', 'used', 'expired']).default('usable'), page });
export type MemberCouponListQuery = z.infer<typeof memberCouponListQuery>;
/** POST /coupon/v1/download */
export const couponDownloadRequest = z.strictObject({ couponId: id });
export type CouponDownloadRequest = z.infer<typeof couponDownloadRequest>;
export const productCouponParams = z.strictObject({ productNo: id });
/** POST /coupon/v1/code: an event code as typed (spaces and case do not matter); answered with couponDownloadView. */
export const couponCodeRequest = z.strictObject({
  code: z
    .string()
    .max(40, '쿠폰 코드를 확인해 주세요.')
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .refine((code) => code.length > 0, '쿠폰 코드를 입력해 주세요.')
    .refine((code) => /^[A-Z0-9]{1,30}$/.test(code), '쿠폰 코드는 영문과 숫자로 입력해 주세요.'),
});
export type CouponCodeRequest = z.input<typeof couponCodeRequest>;
export const eventCouponParams = z.strictObject({ eventCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
/** GET /mypage/v1/point */
export const pointListQuery = z.strictObject({ page });

/**
 * The shopper's choice at checkout, as query of the sheet's re-price call
 * (GET /order/v1/sheet/{sheetNo}?productCouponId=&shippingCouponId=&usePoints=) and as
 * fields of the place-order body. Coupon ids are memberCouponId (the member's copy).
 */
export const benefitChoiceInput = z.strictObject({
  productCouponId: id.optional(),
  shippingCouponId: id.optional(),
  /** Won of points to spend: a multiple of POINT_RULES.unit (checked by the server, answer 7106). */
  usePoints: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type BenefitChoiceInput = z.infer<typeof benefitChoiceInput>;

// ---- answers (the `data` of the envelope) ----

/** The coupon's terms, shared by every coupon view. */
export const couponTermsView = z.object({
  couponId: z.number().int(),
  /** Also the CouponDownload_Comp event's coupon name. */
  name: z.string(),
  benefitType: z.enum(COUPON_BENEFIT_TYPES),
  kind: z.enum(COUPON_KINDS),
  /** AMOUNT: won off; otherwise 0. */
  amount: won,
  /** RATE: percent off (1–100); otherwise 0. */
  rate: z.number().int().min(0).max(100),
  /** RATE: the most it takes off; null = no maximum. */
  maxDiscount: won.nullable(),
  /** The eligible lines' selling amount (product coupons) or the order's (shipping) must reach it. */
  minOrderAmount: won,
  scope: z.enum(COUPON_SCOPES),
  /** '5,000원 할인', '10% 할인 (최대 10,000원)', '무료배송'. */
  benefitLabel: z.string(),
  /** '전 상품', '일부 카테고리', '일부 브랜드', '일부 상품'. */
  scopeLabel: z.string(),
  /** '30,000원 이상 구매 시' or '' when there is no minimum. */
  conditionLabel: z.string(),
});
export type CouponTermsView = z.infer<typeof couponTermsView>;

/** A coupon a visitor may download (product page, event page). */
export const downloadableCouponView = couponTermsView.extend({
  /** Last moment to download; null = while the coupon runs. */
  downloadUntil: z.string().nullable(),
  /** Absolute end of use, or null when validDays applies. */
  validUntil: z.string().nullable(),
  /** Usable this many days after download (when validUntil is null). */
  validDays: z.number().int().nullable(),
  /** The signed-in member holds it already (always false for visitors). */
  downloaded: z.boolean(),
  /** The coupon's quantity is all given out. */
  soldOut: z.boolean(),
});
export type DownloadableCouponView = z.infer<typeof downloadableCouponView>;

export const productCouponsView = z.object({ list: z.array(downloadableCouponView) });
export type ProductCouponsView = z.infer<typeof productCouponsView>;
export const eventCouponsView = z.object({ eventCode: z.string(), title: z.string(), list: z.array(downloadableCouponView) });
export type EventCouponsView = z.infer<typeof eventCouponsView>;

/** One coupon a member holds. */
export const memberCouponView = couponTermsView.extend({
  memberCouponId: z.number().int(),
  status: z.enum(MEMBER_COUPON_STATUSES),
  issuedAt: z.string(),
  validFrom: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  usedOrderNo: z.string().nullable(),
});
export type MemberCouponView = z.infer<typeof memberCouponView>;

export const memberCouponListView = z.object({
  list: z.array(memberCouponView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type MemberCouponListView = z.infer<typeof memberCouponListView>;

/** POST /coupon/v1/download: the member's new coupon; `coupon` carries what CouponDownload_Comp needs. */
export const couponDownloadView = z.object({ memberCoupon: memberCouponView, coupon: z.object({ couponId: z.number().int(), couponName: z.string() }) });
export type CouponDownloadView = z.infer<typeof couponDownloadView>;

/** The shop's point rules, shown beside the points box. */
export const pointRulesView = z.object({
  /** Points can be spent once the balance reaches this. */
  minBalance: won,
  /** Spent in multiples of this. */
  unit: won,
  /** Percent of the paid product amount earned when a line is confirmed. */
  earnRate: z.number(),
  textReviewPoints: won,
  photoReviewPoints: won,
  /** Points expire this many days after they were earned. */
  validDays: z.number().int(),
});
export type PointRulesView = z.infer<typeof pointRulesView>;

export const pointEntryView = z.object({
  entryId: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  kindLabel: z.string(),
  amount: signedWon,
  /** The balance right after this entry. */
  balanceAfter: signedWon,
  description: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  /** Earnings only: when what is left of them expires. */
  expiresAt: z.string().nullable(),
});
export type PointEntryView = z.infer<typeof pointEntryView>;

export const pointView = z.object({
  /** The ledger's sum; negative only after a refund took back points already spent. */
  balance: signedWon,
  /** Points that expire within the next 30 days (FIFO: the oldest earned are spent first). */
  expiringSoon: won,
  expiringWithinDays: z.number().int(),
  rules: pointRulesView,
  list: z.array(pointEntryView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PointView = z.infer<typeof pointView>;

export const inviteeView = z.object({
  /** Masked: 김*수. */
  name: z.string(),
  joinedAt: z.string(),
  /** The invitee confirmed a first purchase and both were rewarded. */
  rewarded: z.boolean(),
  rewardedAt: z.string().nullable(),
});
export const invitationView = z.object({
  recommendCode: z.string(),
  /** The sign-up page with the code filled in. */
  shareUrl: z.string(),
  reward: z.object({ inviterPoints: won, inviteePoints: won }),
  invitees: z.array(inviteeView),
  /** Points this member earned from invitations so far. */
  rewardsEarned: won,
});
export type InvitationView = z.infer<typeof invitationView>;

/** A coupon the member holds, as it would work on this sheet. */
export const sheetCouponOption = couponTermsView.extend({
  memberCouponId: z.number().int(),
  expiresAt: z.string(),
  /** Won it would take off this sheet now (0 when not usable). */
  discount: won,
  usable: z.boolean(),
  /** Why not, in Korean ('30,000원 이상 구매 시 사용할 수 있습니다.'); null when usable. */
  reason: z.string().nullable(),
});
export type SheetCouponOption = z.infer<typeof sheetCouponOption>;

/** Members' sheets only (null for guests): what they may apply and what is applied. */
export const sheetBenefitsView = z.object({
  productCoupons: z.array(sheetCouponOption),
  shippingCoupons: z.array(sheetCouponOption),
  points: z.object({
    balance: signedWon,
    /** The most that may be spent on this sheet with the chosen coupons (multiple of unit; 0 when balance < minBalance). */
    maxUsable: won,
    minBalance: won,
    unit: won,
  }),
  applied: z.object({ productCouponId: z.number().int().nullable(), shippingCouponId: z.number().int().nullable(), usePoints: won }),
});
export type SheetBenefitsView = z.infer<typeof sheetBenefitsView>;

/** For my page home (helper D): coupons and points at a glance. */
export interface BenefitGlance {
  couponCount: number;
  /** Usable coupons expiring within 7 days. */
  expiringCouponCount: number;
  pointBalance: number;
  /** Points expiring within 30 days. */
  expiringPoints: number;
}
