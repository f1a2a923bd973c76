import { formatKrw, formatNumber, withParticle } from '../format';
import { isWholeBetween, type ValueProblem } from './problem';
import { percentProblem } from './quantities';

// A coupon's amounts and limits (issue 41), checked by the console's write schema and backed
// by CHECK constraints on the coupon table (benefit migration 2026120741).

/** The largest amount a coupon names: 1억 원 (an order of furniture is ~20,000,000원 at most). */
export const COUPON_WON_MAX = 100_000_000;
/** Copies one coupon may be issued. */
export const COUPON_QUANTITY_MAX = 10_000_000;
/** Days a copy stays usable: ten years. */
export const COUPON_VALID_DAYS_MAX = 3_650;

export interface CouponValues {
  benefitType: 'AMOUNT' | 'RATE' | 'FREE_DELIVERY';
  amount: number;
  rate: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  totalQuantity: number | null;
  validDays: number | null;
  validUntil: string | null;
  /** When members may start taking it (null: from the write on). */
  startsAt: string | null;
}

const wonProblem = (value: number, field: string, label: string, min: number): ValueProblem | null =>
  isWholeBetween(value, min, COUPON_WON_MAX) ? null : { field, message: `${withParticle(label, '은/는')} ${formatKrw(min)} 이상 ${formatKrw(COUPON_WON_MAX)} 이하로 입력해 주세요.` };

/** What the kind of benefit needs: an amount for 정액, a rate (and an optional cap) for 정률, neither for 무료배송. */
function benefitProblems(input: CouponValues): ValueProblem[] {
  const problems: (ValueProblem | null)[] = [];
  if (input.benefitType === 'AMOUNT') problems.push(wonProblem(input.amount, 'amount', '할인 금액', 1));
  else if (input.amount !== 0) problems.push({ field: 'amount', message: '정액 할인 쿠폰만 할인 금액이 있습니다.' });
  if (input.benefitType === 'RATE') problems.push(percentProblem(input.rate, 'rate', '할인율', 1));
  else if (input.rate !== 0) problems.push({ field: 'rate', message: '정률 할인 쿠폰만 할인율이 있습니다.' });
  if (input.maxDiscount !== null) {
    if (input.benefitType !== 'RATE') problems.push({ field: 'maxDiscount', message: '정률 할인 쿠폰만 최대 할인 금액이 있습니다.' });
    else problems.push(wonProblem(input.maxDiscount, 'maxDiscount', '최대 할인 금액', 1));
  }
  return problems.filter((problem): problem is ValueProblem => problem !== null);
}

/** Every value problem of a coupon write, in the order the form shows the fields. */
export function couponValueProblems(input: CouponValues): ValueProblem[] {
  const problems = benefitProblems(input);
  const minOrder = wonProblem(input.minOrderAmount, 'minOrderAmount', '최소 주문 금액', 0);
  if (minOrder) problems.push(minOrder);
  if (input.totalQuantity !== null && !isWholeBetween(input.totalQuantity, 1, COUPON_QUANTITY_MAX)) {
    problems.push({ field: 'totalQuantity', message: `발행 수량은 1장 이상 ${formatNumber(COUPON_QUANTITY_MAX)}장 이하로 입력하거나 비워 두세요.` });
  }
  if (input.validDays !== null && !isWholeBetween(input.validDays, 1, COUPON_VALID_DAYS_MAX)) {
    problems.push({ field: 'validDays', message: `사용 일수는 1일 이상 ${formatNumber(COUPON_VALID_DAYS_MAX)}일 이하로 입력해 주세요.` });
  }
  if (input.validUntil === null && input.validDays === null) problems.push({ field: 'validDays', message: '사용 기한(날짜) 또는 발급일로부터 사용 일수를 입력해 주세요.' });
  if (input.validUntil !== null && Number.isNaN(Date.parse(input.validUntil))) problems.push({ field: 'validUntil', message: '사용 기한 날짜가 올바르지 않습니다.' });
  else if (input.validUntil !== null && input.startsAt !== null && Date.parse(input.validUntil) <= Date.parse(input.startsAt)) {
    problems.push({ field: 'validUntil', message: '사용 기한은 받기 시작보다 뒤여야 합니다.' });
  }
  return problems;
}
