import {
  benefitLabel, conditionLabel, couponKindOf, scopeLabel, type CouponTermsView, type DownloadableCouponView, type MemberCouponStatus, type MemberCouponView,
} from '@maru/domain';
import type { CouponRow, MemberCouponRow } from './queries/coupons';

export function termsView(row: CouponRow): CouponTermsView {
  return {
    couponId: row.coupon_id,
    name: row.name,
    benefitType: row.benefit_type,
    kind: couponKindOf(row.benefit_type),
    amount: row.benefit_type === 'AMOUNT' ? row.amount : 0,
    rate: row.benefit_type === 'RATE' ? row.rate : 0,
    maxDiscount: row.benefit_type === 'RATE' ? row.max_discount : null,
    minOrderAmount: row.min_order_amount,
    scope: row.scope,
    benefitLabel: benefitLabel({ benefitType: row.benefit_type, amount: row.amount, rate: row.rate, maxDiscount: row.max_discount }),
    scopeLabel: scopeLabel(row.scope),
    conditionLabel: conditionLabel(row.min_order_amount),
  };
}

export function downloadableView(row: CouponRow, downloaded: boolean): DownloadableCouponView {
  return {
    ...termsView(row),
    downloadUntil: row.download_until?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    validDays: row.valid_until ? null : row.valid_days,
    downloaded,
    soldOut: row.total_quantity !== null && row.issued_count >= row.total_quantity,
  };
}

export function memberCouponStatus(row: Pick<MemberCouponRow, 'used_at' | 'expires_at'>, now: Date): MemberCouponStatus {
  if (row.used_at) return 'USED';
  return row.expires_at <= now ? 'EXPIRED' : 'USABLE';
}

export function memberCouponView(row: MemberCouponRow, now: Date): MemberCouponView {
  return {
    ...termsView(row),
    memberCouponId: row.member_coupon_id,
    status: memberCouponStatus(row, now),
    issuedAt: row.issued_at.toISOString(),
    validFrom: row.valid_from.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
    usedOrderNo: row.used_order_no ?? null,
  };
}
