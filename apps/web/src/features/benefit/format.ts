import { formatKrw, type MemberCouponView, type PointEntryKind } from '@maru/domain';

// Small display rules of the benefit screens. The money is the server's; these only say it.

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A coupon shows its countdown from this many days before it ends (the issue: D-day when ≤ 7 days). */
export const D_DAY_FROM_DAYS = 7;

/** The KST calendar day of an instant, as a day number (days since 1970-01-01 in KST). */
const kstDay = (time: number) => Math.floor((time + KST_OFFSET_MS) / DAY_MS);

/**
 * 'D-3' when the coupon ends within 7 KST calendar days, 'D-day' on its last day, '' when it
 * is further off, has ended, or the date is unreadable.
 */
export function dDayLabel(expiresAt: string, now: Date = new Date()): string {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end) || end <= now.getTime()) return '';
  const days = kstDay(end) - kstDay(now.getTime());
  if (days > D_DAY_FROM_DAYS) return '';
  return days === 0 ? 'D-day' : `D-${days}`;
}

/** How long a downloadable coupon can be used once downloaded. */
export function downloadValidityText(coupon: { validUntil: string | null; validDays: number | null }, formatDate: (iso: string) => string): string {
  if (coupon.validUntil && coupon.validDays !== null) return `받은 날부터 ${coupon.validDays}일 (${formatDate(coupon.validUntil)}까지)`;
  if (coupon.validUntil) return `${formatDate(coupon.validUntil)}까지 사용`;
  if (coupon.validDays !== null) return `받은 날부터 ${coupon.validDays}일간 사용`;
  return '';
}

/** The state line of a held coupon: what happened to it, or until when it works. */
export function couponStateText(coupon: Pick<MemberCouponView, 'status' | 'expiresAt' | 'usedAt'>, formatDate: (iso: string) => string): string {
  if (coupon.status === 'USED') return coupon.usedAt ? `${formatDate(coupon.usedAt)} 사용` : '사용 완료';
  if (coupon.status === 'EXPIRED') return `${formatDate(coupon.expiresAt)} 만료`;
  return `${formatDate(coupon.expiresAt)}까지`;
}

/**
 * What a typed points amount becomes: digits only, rounded down to the unit, never above
 * the most this order may take. Answers the amount and whether it had to be changed.
 */
export function normalisePoints(typed: string, unit: number, maxUsable: number): { amount: number; adjusted: boolean } {
  const digits = typed.replace(/[^\d]/g, '');
  const wanted = digits === '' ? 0 : Number(digits.slice(0, 12));
  const step = unit > 0 ? unit : 1;
  const amount = Math.floor(Math.min(wanted, Math.max(0, maxUsable)) / step) * step;
  return { amount, adjusted: amount !== wanted };
}

/** Why points cannot be spent on this order at all (Korean), or null. */
export function pointsUnavailableReason(points: { balance: number; maxUsable: number; minBalance: number }): string | null {
  if (points.balance < points.minBalance) return `적립금은 ${formatKrw(points.minBalance)} 이상 모이면 사용할 수 있습니다.`;
  if (points.maxUsable <= 0) return '이 주문에는 적립금을 사용할 수 없습니다.';
  return null;
}

export type LedgerTone = 'earn' | 'spend' | 'expire' | 'clawback';

/** The words of the ledger (적립/사용/소멸/회수, and 지급/차감 by staff); a cancelled order's points count as 적립 again. */
export const ledgerTone: Record<PointEntryKind, { tone: LedgerTone; word: string }> = {
  EARN_PURCHASE: { tone: 'earn', word: '적립' },
  EARN_REVIEW: { tone: 'earn', word: '적립' },
  EARN_INVITATION: { tone: 'earn', word: '적립' },
  SPEND_RETURN: { tone: 'earn', word: '환급' },
  SPEND: { tone: 'spend', word: '사용' },
  EXPIRE: { tone: 'expire', word: '소멸' },
  CLAWBACK: { tone: 'clawback', word: '회수' },
  // Given or taken back by the shop's staff, with their reason as the entry's text (issue 28).
  STAFF_GIVE: { tone: 'earn', word: '지급' },
  STAFF_TAKE: { tone: 'clawback', word: '차감' },
};

/** +1,000원 / -500원: the sign always shown, so the list reads without colour. */
export const signedKrw = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatKrw(Math.abs(amount))}`;
