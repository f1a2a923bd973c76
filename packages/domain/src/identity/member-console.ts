import { z } from 'zod';
import { withParticle } from '../format/particle';

// The console's member page and what staff do to a member (issue 28), declared once: the
// server's route schemas and the console's parsing. Pinned for outside tools:
//   POST /api/admin/v1/members/{memberId}/reveal     {reason}         → the unmasked fields
//   POST /api/admin/v1/members/{memberId}/points     {amount, reason} → the member page
//   POST /api/admin/v1/members/{memberId}/suspend    {reason}         → the member page
//   POST /api/admin/v1/members/{memberId}/unsuspend  {reason?}        → the member page
// Everything personal on the member page is masked (김*수, 010-****-5678, ab***@example.com,
// 서울특별시 강남구 ***); only the reveal answers it whole, and each reveal is in the audit log.

export const STAFF_REASON_MIN = 2;
export const STAFF_REASON_MAX = 200;

/** A reason staff give for what they do: trimmed, 2..200 characters. */
export const staffReason = (what: string) =>
  z
    .string({ error: `${withParticle(what, '을/를')} 입력해 주세요.` })
    .trim()
    .min(STAFF_REASON_MIN, `${withParticle(what, '을/를')} ${STAFF_REASON_MIN}자 이상 입력해 주세요.`)
    .max(STAFF_REASON_MAX, `${withParticle(what, '은/는')} ${STAFF_REASON_MAX}자까지 입력할 수 있습니다.`);

export const adminMemberParams = z.strictObject({ memberId: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST …/reveal. */
export const memberRevealRequest = z.strictObject({ reason: staffReason('열람 사유') });
export type MemberRevealRequest = z.input<typeof memberRevealRequest>;

/** The most one grant or take-back moves: a typo of three zeros stops here, not in the ledger. */
export const STAFF_POINTS_MAX = 1_000_000;

/** POST …/points: positive gives, negative takes back (never past the balance). */
export const memberPointsRequest = z.strictObject({
  amount: z
    .number({ error: '적립금을 숫자로 입력해 주세요.' })
    .int('적립금은 원 단위 정수로 입력해 주세요.')
    .min(-STAFF_POINTS_MAX, `한 번에 ${STAFF_POINTS_MAX.toLocaleString('ko-KR')}원까지 차감할 수 있습니다.`)
    .max(STAFF_POINTS_MAX, `한 번에 ${STAFF_POINTS_MAX.toLocaleString('ko-KR')}원까지 지급할 수 있습니다.`)
    .refine((amount) => amount !== 0, '0원은 지급하거나 차감할 수 없습니다.'),
  /** Shown to the member beside the entry in 마이페이지 적립금. */
  reason: staffReason('사유'),
});
export type MemberPointsRequest = z.input<typeof memberPointsRequest>;

/**
 * Why a member may be restricted (spec 02, 이용약관 회원 자격 제한 및 정지: 허위 내용 등록,
 * 대금 미납, 타인의 이용 방해, 타인 명의 도용, 법령·약관 위반), and OTHER for what none names.
 */
export const SUSPENSION_REASONS = ['FALSE_DATA', 'UNPAID_DEBT', 'DISTURBING_OTHERS', 'IDENTITY_THEFT', 'UNLAWFUL_ACT', 'OTHER'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];
export const suspensionReasonLabels: Readonly<Record<SuspensionReason, string>> = {
  FALSE_DATA: '가입 신청 시 허위 내용 등록',
  UNPAID_DEBT: '구매 대금 등 채무 미이행',
  DISTURBING_OTHERS: '다른 이용자의 이용 방해',
  IDENTITY_THEFT: '타인 정보 도용',
  UNLAWFUL_ACT: '법령 또는 약관에 어긋나는 행위',
  OTHER: '기타',
};

/** POST …/suspend: `reason` (pinned) is the words; `reasonCode` the spec's ground, OTHER when absent. */
export const memberSuspendRequest = z.strictObject({
  reason: staffReason('정지 사유'),
  reasonCode: z.enum(SUSPENSION_REASONS).default('OTHER'),
});
export type MemberSuspendRequest = z.input<typeof memberSuspendRequest>;

/** POST …/unsuspend: a reason is optional (the suspension's own is on record); the body may be absent. */
export const memberUnsuspendRequest = z
  .strictObject({ reason: staffReason('해제 사유').optional() })
  // No body at all reaches the schema as null.
  .nullish()
  .transform((body) => body ?? {});
export type MemberUnsuspendRequest = z.input<typeof memberUnsuspendRequest>;

export const ADMIN_MEMBER_PAGE_STATUSES = ['ACTIVE', 'DORMANT', 'SUSPENDED', 'WITHDRAWN'] as const;
export type AdminMemberPageStatus = (typeof ADMIN_MEMBER_PAGE_STATUSES)[number];
export const adminMemberStatusLabels: Readonly<Record<AdminMemberPageStatus, string>> = {
  ACTIVE: '정상',
  DORMANT: '휴면',
  SUSPENDED: '이용 정지',
  WITHDRAWN: '탈퇴',
};

/** How many of each kind the member page shows (newest first); each part also says how many there are. */
export const MEMBER_PAGE_RECENT = 10;

const recentOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().nonnegative() });

export const adminMemberAddress = z.object({
  addressId: z.number().int(),
  label: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  /** Masked: the province and district only. */
  address: z.string(),
  isDefault: z.boolean(),
});

export const suspensionEvent = z.object({
  action: z.enum(['SUSPEND', 'UNSUSPEND']),
  reasonCode: z.enum(SUSPENSION_REASONS).nullable(),
  reasonLabel: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
  staffName: z.string().nullable(),
});
export type SuspensionEvent = z.infer<typeof suspensionEvent>;

export const adminMemberView = z.object({
  memberId: z.number().int(),
  /** Masked, as everything personal below. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z.array(adminMemberAddress),
  status: z.enum(ADMIN_MEMBER_PAGE_STATUSES),
  statusLabel: z.string(),
  /** The suspension in force (status SUSPENDED), else null. */
  suspension: suspensionEvent.nullable(),
  /** Every suspension and lifting of one, newest first. */
  suspensionHistory: z.array(suspensionEvent),
  business: z.boolean(),
  joinedAt: z.string(),
  lastSignInAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  orders: recentOf(
    z.object({ orderNo: z.string(), orderedAt: z.string(), statusLabel: z.string(), firstProduct: z.string().nullable(), lineCount: z.number().int(), payAmount: z.number().int() }),
  ),
  claims: recentOf(
    z.object({ claimNo: z.string(), orderNo: z.string(), kindLabel: z.string(), statusLabel: z.string(), requestedAt: z.string(), refundAmount: z.number().int().nullable() }),
  ),
  points: recentOf(
    z.object({ entryId: z.number().int(), kindLabel: z.string(), amount: z.number().int(), balanceAfter: z.number().int(), description: z.string(), createdAt: z.string() }),
  ).extend({ balance: z.number().int() }),
  coupons: recentOf(
    z.object({ memberCouponId: z.number().int(), couponName: z.string(), benefitLabel: z.string(), statusLabel: z.string(), issuedAt: z.string(), expiresAt: z.string() }),
  ).extend({ usable: z.number().int().nonnegative() }),
  inquiries: recentOf(
    z.object({ inquiryId: z.number().int(), kindLabel: z.string(), title: z.string(), answered: z.boolean(), createdAt: z.string() }),
  ),
  bookings: recentOf(z.object({ bookingNo: z.string(), officeName: z.string(), startsAt: z.string(), statusLabel: z.string(), partySize: z.number().int() })),
});
export type AdminMemberView = z.infer<typeof adminMemberView>;

/** The reveal's answer: the member's personal data as stored. */
export const memberPersonalView = z.object({
  memberId: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z.array(
    z.object({ addressId: z.number().int(), label: z.string(), receiverName: z.string(), receiverPhone: z.string(), zonecode: z.string(), address: z.string(), addressDetail: z.string() }),
  ),
});
export type MemberPersonalView = z.infer<typeof memberPersonalView>;

/** The fields a reveal shows, as the audit log names them. */
export const REVEALED_FIELDS = ['name', 'phone', 'email', 'addresses'] as const;

/** 서울특별시 강남구 테헤란로 123 → 서울특별시 강남구 ***: the district tells staff enough to tell two members apart. */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '***';
  return `${words.slice(0, 2).join(' ')} ***`;
}
