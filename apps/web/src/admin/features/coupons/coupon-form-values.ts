import { couponWrite, type AdminCouponView, type CouponWriteInput } from '@maru/domain';

// The coupon form as the operator types it (text in every field), to and from the domain's
// write; times are typed as Korean wall-clock times (datetime-local) and sent with +09:00.

export interface CouponFormValues {
  name: string;
  benefitType: CouponWriteInput['benefitType'];
  amount: string;
  rate: string;
  maxDiscount: string;
  minOrderAmount: string;
  scope: CouponWriteInput['scope'];
  scopeIds: string;
  channel: CouponWriteInput['channel'];
  eventCode: string;
  redeemCode: string;
  state: 'DRAFT' | 'PUBLISHED';
  startsAt: string;
  endsAt: string;
  validUntil: string;
  validDays: string;
  totalQuantity: string;
}

export const emptyCouponForm: CouponFormValues = {
  name: '', benefitType: 'AMOUNT', amount: '', rate: '', maxDiscount: '', minOrderAmount: '0', scope: 'ALL', scopeIds: '', channel: 'ISSUE', eventCode: '', redeemCode: '',
  state: 'DRAFT', startsAt: '', endsAt: '', validUntil: '', validDays: '30', totalQuantity: '',
};

const KST_MS = 9 * 3_600_000;
/** 2026-12-24T15:00:00Z → 2026-12-25T00:00 (the field's Korean wall-clock value). */
export const koreanLocal = (iso: string | null) => (iso ? new Date(Date.parse(iso) + KST_MS).toISOString().slice(0, 16) : '');
const instantOf = (local: string) => (local ? `${local}:00+09:00` : null);
const numberOr = (text: string, empty: number | null) => (text.trim() === '' ? empty : Number(text.replaceAll(',', '')));

export function formOfCoupon(coupon: AdminCouponView): CouponFormValues {
  return {
    name: coupon.name,
    benefitType: coupon.benefitType,
    amount: coupon.benefitType === 'AMOUNT' ? String(coupon.amount) : '',
    rate: coupon.benefitType === 'RATE' ? String(coupon.rate) : '',
    maxDiscount: coupon.maxDiscount === null ? '' : String(coupon.maxDiscount),
    minOrderAmount: String(coupon.minOrderAmount),
    scope: coupon.scope,
    scopeIds: coupon.scopeIds.join(', '),
    channel: coupon.channel === 'WELCOME' ? 'ISSUE' : coupon.channel,
    eventCode: coupon.eventCode ?? '',
    redeemCode: coupon.redeemCode ?? '',
    state: coupon.schedule.state,
    startsAt: koreanLocal(coupon.schedule.startsAt),
    endsAt: koreanLocal(coupon.schedule.endsAt),
    validUntil: koreanLocal(coupon.validUntil),
    validDays: coupon.validDays === null ? '' : String(coupon.validDays),
    totalQuantity: coupon.totalQuantity === null ? '' : String(coupon.totalQuantity),
  };
}

/** The write, or the problems by field (the form's own names), in the domain's words. */
export function couponWriteOf(values: CouponFormValues): { body: CouponWriteInput } | { errors: Partial<Record<keyof CouponFormValues, string>> } {
  const ids = values.scopeIds.split(/[\s,]+/).filter(Boolean);
  const body: CouponWriteInput = {
    name: values.name,
    benefitType: values.benefitType,
    amount: values.benefitType === 'AMOUNT' ? (numberOr(values.amount, 0) as number) : 0,
    rate: values.benefitType === 'RATE' ? (numberOr(values.rate, 0) as number) : 0,
    maxDiscount: values.benefitType === 'RATE' ? numberOr(values.maxDiscount, null) : null,
    minOrderAmount: numberOr(values.minOrderAmount, 0) as number,
    scope: values.scope,
    scopeIds: values.scope === 'ALL' ? [] : ids.map(Number),
    channel: values.channel,
    eventCode: values.channel === 'EVENT' ? values.eventCode || null : null,
    redeemCode: values.channel === 'CODE' ? values.redeemCode : null,
    schedule: { state: values.state, startsAt: instantOf(values.startsAt), endsAt: instantOf(values.endsAt) },
    validUntil: instantOf(values.validUntil),
    validDays: numberOr(values.validDays, null),
    totalQuantity: numberOr(values.totalQuantity, null),
  };
  const checked = couponWrite.safeParse(body);
  if (checked.success) return { body };
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  for (const issue of checked.error.issues) {
    const field = (issue.path.at(-1) === 'state' ? 'state' : issue.path[0] === 'schedule' ? issue.path[1] : issue.path[0]) as keyof CouponFormValues;
    const key = (field in values ? field : 'name') as keyof CouponFormValues;
    errors[key] ??= /expected number|received NaN|Invalid input/i.test(issue.message) ? '숫자로 입력해 주세요.' : issue.message;
  }
  return { errors };
}
