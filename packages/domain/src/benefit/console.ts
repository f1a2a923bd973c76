import { z } from 'zod';
import { importProblem } from '../catalogue-console/contract';
import { pageOf, pageNumberParam, pageSizeParam } from '../paging';
import { scheduleInput, scheduleView, type ScheduleStatus } from '../publication/schedule';
import { isIsoCalendarDate } from '../staff/period';
import { couponValueProblems } from '../value-rules/coupons';
import { COUPON_BENEFIT_TYPES, COUPON_SCOPES, couponTermsView, MEMBER_COUPON_STATUSES } from './contract';

// The console's coupons (issue 27): /api/admin/v1/coupons, for ADMIN, OPERATOR and PROMOTIONS.
// Routes and rules: apps/server/src/modules/benefit/README.md and docs/coupons-console.md.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const won = z.number().int().min(0, '0원 이상으로 입력해 주세요.').max(100_000_000, '1억 원까지 입력할 수 있습니다.');
const instant = z.iso.datetime({ offset: true });
const SCHEDULE_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const satisfies readonly ScheduleStatus[];
const isoDate = z.string().refine(isIsoCalendarDate, '날짜는 YYYY-MM-DD 형식으로 보내 주세요.');

/**
 * How members get a coupon: 쿠폰 받기 on the product pages its scope covers (DOWNLOAD), an event
 * page (EVENT), a typed event code (CODE), given by staff only (ISSUE), or at sign-up (WELCOME).
 */
export const COUPON_CHANNELS = ['DOWNLOAD', 'EVENT', 'CODE', 'ISSUE', 'WELCOME'] as const;
export type CouponChannel = (typeof COUPON_CHANNELS)[number];
/** What the console creates (the sign-up coupon is the seed's; its terms are still edited). */
export const CONSOLE_COUPON_CHANNELS = ['DOWNLOAD', 'EVENT', 'CODE', 'ISSUE'] as const;
export type ConsoleCouponChannel = (typeof CONSOLE_COUPON_CHANNELS)[number];

export const couponChannelLabels: Readonly<Record<CouponChannel, string>> = {
  DOWNLOAD: '상품 페이지 쿠폰 받기',
  EVENT: '이벤트 페이지',
  CODE: '쿠폰 코드 입력',
  ISSUE: '직접 발급 전용',
  WELCOME: '신규 가입 쿠폰',
};

export const couponBenefitTypeLabels: Readonly<Record<(typeof COUPON_BENEFIT_TYPES)[number], string>> = {
  AMOUNT: '정액 할인',
  RATE: '정률 할인',
  FREE_DELIVERY: '무료배송',
};

export const couponScopeLabels: Readonly<Record<(typeof COUPON_SCOPES)[number], string>> = {
  ALL: '전 상품',
  CATEGORY: '카테고리',
  BRAND: '브랜드',
  PRODUCT: '상품',
};

/** A typed code as stored: upper case letters and digits, spaces and hyphens dropped. */
export const normaliseCouponCode = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

export const COUPON_SCOPE_IDS_MAX = 200;

/**
 * A coupon as the console writes it (POST /coupons, PUT /coupons/{couponId}). The schedule is
 * the period members can take it (download, code, event page; for ISSUE coupons, when staff may
 * issue it); a DRAFT is taken by nobody. Validity: a fixed end (validUntil) and/or N days from
 * the copy's issue (validDays), the earlier wins; at least one.
 */
export const couponWrite = z
  .strictObject({
    name: z.string().trim().min(1, '쿠폰 이름을 입력해 주세요.').max(60, '쿠폰 이름은 60자까지 입력할 수 있습니다.'),
    benefitType: z.enum(COUPON_BENEFIT_TYPES),
    amount: won.default(0),
    rate: z.number().int().min(0).max(100, '할인율은 100%까지입니다.').default(0),
    maxDiscount: won.nullable().default(null),
    minOrderAmount: won.default(0),
    scope: z.enum(COUPON_SCOPES),
    scopeIds: z.array(z.number().int().positive().max(2_147_483_647)).max(COUPON_SCOPE_IDS_MAX, `대상은 ${COUPON_SCOPE_IDS_MAX}개까지 고를 수 있습니다.`).default([]),
    channel: z.enum(CONSOLE_COUPON_CHANNELS),
    eventCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, '이벤트 코드를 확인해 주세요.').nullable().default(null),
    redeemCode: z.string().max(40, '쿠폰 코드는 30자까지입니다.').transform(normaliseCouponCode).nullable().default(null),
    schedule: scheduleInput,
    validUntil: instant.nullable().default(null),
    validDays: z.number().int().min(1, '1일 이상으로 입력해 주세요.').max(3_650, '3,650일까지 입력할 수 있습니다.').nullable().default(null),
    totalQuantity: z.number().int().min(1, '1장 이상으로 입력해 주세요.').max(10_000_000).nullable().default(null),
  })
  .superRefine((input, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    // Amounts, rates, limits and validity: the value rules every coupon write shares (value-rules/coupons.ts).
    for (const value of couponValueProblems({ ...input, startsAt: input.schedule.startsAt })) problem(value.field, value.message);
    if (input.scope === 'ALL' && input.scopeIds.length > 0) problem('scopeIds', '전 상품 쿠폰에는 대상을 고르지 않습니다.');
    if (input.scope !== 'ALL' && input.scopeIds.length === 0) problem('scopeIds', '쿠폰을 쓸 대상을 하나 이상 골라 주세요.');
    if (new Set(input.scopeIds).size !== input.scopeIds.length) problem('scopeIds', '같은 대상이 두 번 있습니다.');
    if (input.channel === 'EVENT' && input.eventCode === null) problem('eventCode', '쿠폰을 보여 줄 이벤트를 골라 주세요.');
    if (input.channel !== 'EVENT' && input.eventCode !== null) problem('eventCode', '이벤트 페이지 쿠폰만 이벤트를 고릅니다.');
    if (input.channel === 'CODE' && (input.redeemCode === null || !/^[A-Z0-9]{1,30}$/.test(input.redeemCode))) problem('redeemCode', '쿠폰 코드는 영문과 숫자로 30자까지 입력해 주세요.');
    if (input.channel !== 'CODE' && input.redeemCode !== null) problem('redeemCode', '코드 입력 쿠폰만 쿠폰 코드가 있습니다.');
  });
export type CouponWrite = z.infer<typeof couponWrite>;
export type CouponWriteInput = z.input<typeof couponWrite>;

export const couponIdParams = z.strictObject({ couponId: id });

/** GET /coupons: newest first; by name or code, channel and schedule status. */
export const adminCouponQuery = z.strictObject({
  keyword: z.string().trim().max(60).optional(),
  channel: z.enum(COUPON_CHANNELS).optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
  page: pageNumberParam,
  size: pageSizeParam(100, 20),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuery>;

/**
 * A coupon's copies: issued (every copy ever given), and of those usable now, used at checkout,
 * expired unused, and recalled by staff unused. issued = usable + used + expired + recalled.
 */
export const couponCounts = z.object({
  issued: z.number().int(),
  usable: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  recalled: z.number().int(),
});
export type CouponCounts = z.infer<typeof couponCounts>;

export const adminCouponRow = couponTermsView.extend({
  channel: z.enum(COUPON_CHANNELS),
  eventCode: z.string().nullable(),
  redeemCode: z.string().nullable(),
  schedule: scheduleView,
  validUntil: z.string().nullable(),
  validDays: z.number().int().nullable(),
  totalQuantity: z.number().int().nullable(),
  counts: couponCounts,
  createdAt: z.string(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRow>;
export const adminCouponListView = pageOf(adminCouponRow);
export type AdminCouponListView = z.infer<typeof adminCouponListView>;

export const adminCouponView = adminCouponRow.extend({
  scopeIds: z.array(z.number().int()),
  /** Copies exist: what they discount (type, amounts, minimum, scope) no longer changes. */
  termsLocked: z.boolean(),
  /** The shop page that shows it (a product page in its scope, the event page), for the preview; null when none does. */
  previewPath: z.string().nullable(),
});
export type AdminCouponView = z.infer<typeof adminCouponView>;

/** GET /coupons/events: the event pages a coupon may be shown on. */
export const couponEventListView = z.object({ list: z.array(z.object({ eventCode: z.string(), title: z.string() })) });

// ---- issuing ----

export const COUPON_ISSUE_MAX = 1_000;

/** POST /coupons/{couponId}/issue (pinned): members chosen one by one. */
export const couponIssueRequest = z.strictObject({
  memberIds: z.array(id).min(1, '쿠폰을 줄 회원을 골라 주세요.').max(COUPON_ISSUE_MAX, `한 번에 ${COUPON_ISSUE_MAX.toLocaleString('ko-KR')}명까지 고를 수 있습니다.`),
});
export type CouponIssueRequest = z.infer<typeof couponIssueRequest>;
/** issued: copies given now; skipped: members who hold it already, or who are not active members. */
export const couponIssueResult = z.object({ issued: z.number().int(), skipped: z.number().int() });
export type CouponIssueResult = z.infer<typeof couponIssueResult>;

export const SEGMENT_KINDS = ['JOINED', 'PURCHASED', 'BUSINESS'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];
export const segmentKindLabels: Readonly<Record<SegmentKind, string>> = {
  JOINED: '기간 안에 가입한 회원',
  PURCHASED: '기간 안에 카테고리·브랜드 상품을 산 회원',
  BUSINESS: '사업자 회원',
};

const period = { from: isoDate, to: isoDate };
const inOrder = (segment: { kind: SegmentKind } & { from?: string; to?: string }) => !segment.from || !segment.to || segment.from <= segment.to;

/** Active members by when they joined (Korean days, both included), what they bought then, or business members. */
export const memberSegment = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('JOINED'), ...period }),
    z.strictObject({ kind: z.literal('PURCHASED'), scope: z.enum(['CATEGORY', 'BRAND']), ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, '카테고리나 브랜드를 골라 주세요.').max(50), ...period }),
    z.strictObject({ kind: z.literal('BUSINESS') }),
  ])
  .refine((segment) => inOrder(segment), { message: '시작일이 종료일보다 늦습니다.', path: ['from'] });
export type MemberSegment = z.infer<typeof memberSegment>;

/** POST /coupons/{couponId}/segment/preview and …/segment/issue. */
export const couponSegmentRequest = z.strictObject({ segment: memberSegment });
/** The members the segment holds now, and how many of them hold the coupon already (issuing gives the rest). */
export const couponSegmentPreview = z.object({ members: z.number().int(), alreadyHeld: z.number().int() });
export type CouponSegmentPreview = z.infer<typeof couponSegmentPreview>;

/** POST /coupons/{couponId}/issue/csv?dryRun= (multipart `file`: a 회원번호 column). */
export const couponCsvQuery = z.strictObject({ dryRun: z.enum(['true', 'false']).default('true').transform((value) => value === 'true') });
export const COUPON_CSV_COLUMN = '회원번호';
export const couponCsvResult = z.object({
  /** Good rows (distinct members). */
  members: z.number().int(),
  /** Copies given (dry run: that would be given). */
  issued: z.number().int(),
  /** Members who hold it already. */
  skipped: z.number().int(),
  errors: z.array(importProblem),
});
export type CouponCsvResult = z.infer<typeof couponCsvResult>;

// ---- recall and holders ----

/** POST /coupons/{couponId}/recall: every unused copy, or the chosen members'. */
export const couponRecallRequest = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ memberIds: z.array(id).min(1, '회수할 회원을 골라 주세요.').max(COUPON_ISSUE_MAX) }),
]);
export type CouponRecallRequest = z.infer<typeof couponRecallRequest>;
/**
 * recalled: unused copies taken away now; inUse: copies an order holds (paid or waiting for its
 * payment), which stay with that order and never come back to the member.
 */
export const couponRecallResult = z.object({ recalled: z.number().int(), inUse: z.number().int() });
export type CouponRecallResult = z.infer<typeof couponRecallResult>;

export const HOLDER_STATUSES = [...MEMBER_COUPON_STATUSES, 'RECALLED'] as const;
export type HolderStatus = (typeof HOLDER_STATUSES)[number];
export const holderStatusLabels: Readonly<Record<HolderStatus, string>> = { USABLE: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료', RECALLED: '회수됨' };

export const couponHolderQuery = z.strictObject({
  status: z.enum(HOLDER_STATUSES).optional(),
  page: pageNumberParam,
  size: pageSizeParam(100, 20),
});
export type CouponHolderQuery = z.infer<typeof couponHolderQuery>;

/** One member's copy, the member masked as in the member search. */
export const couponHolderRow = z.object({
  memberCouponId: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  status: z.enum(HOLDER_STATUSES),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  usedOrderNo: z.string().nullable(),
  recalledAt: z.string().nullable(),
});
export type CouponHolderRow = z.infer<typeof couponHolderRow>;
export const couponHolderListView = pageOf(couponHolderRow);
export type CouponHolderListView = z.infer<typeof couponHolderListView>;
