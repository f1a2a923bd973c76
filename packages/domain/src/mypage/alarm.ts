// The header's my-page alarm (spec 02 §3 "alarm flags"): lit while something waits for the
// member on my page.

export interface AlarmInputs {
  /** Inquiry answers the member has not opened yet. */
  answeredUnread: number;
  /** Coupons held, unused, ending within the benefit module's notice window (7 days). */
  expiringCouponCount: number;
  /** Points ending within the points notice window (30 days). */
  expiringPoints: number;
}

export const ALARM_REASONS = ['INQUIRY_ANSWER', 'COUPON_EXPIRING', 'POINTS_EXPIRING'] as const;
export type AlarmReason = (typeof ALARM_REASONS)[number];

export function alarmReasons(inputs: AlarmInputs): AlarmReason[] {
  const reasons: AlarmReason[] = [];
  if (inputs.answeredUnread > 0) reasons.push('INQUIRY_ANSWER');
  if (inputs.expiringCouponCount > 0) reasons.push('COUPON_EXPIRING');
  if (inputs.expiringPoints > 0) reasons.push('POINTS_EXPIRING');
  return reasons;
}
