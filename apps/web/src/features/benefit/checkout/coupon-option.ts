import { formatKrw, type SheetCouponOption } from '@maru/domain';

/** An option of the coupon select: the coupon and what it takes off here, or why it cannot be used. */
export function couponOptionLabel(coupon: SheetCouponOption): string {
  if (!coupon.usable) return `${coupon.name} (사용 불가: ${coupon.reason ?? '이 주문에는 사용할 수 없습니다.'})`;
  return `${coupon.name} · ${coupon.benefitLabel} (-${formatKrw(coupon.discount)})`;
}

/** The select's empty choice, which also says how many of the member's coupons fit this order. */
export function noCouponLabel(coupons: readonly SheetCouponOption[]): string {
  if (coupons.length === 0) return '보유한 쿠폰이 없습니다';
  const usable = coupons.filter((coupon) => coupon.usable).length;
  return usable === 0 ? '사용할 수 있는 쿠폰이 없습니다' : `선택 안 함 (사용 가능 ${usable}장)`;
}
