import { addDays, addMonthsClamped, kstDateOf, kstEndOfDay } from './kst';

// Why a shopper cancels or returns, and the legal windows for returns (전자상거래법 §17,
// quoted by the shop's terms in spec 02 §9). The codes are the reason code group the
// forms send; the labels are what the shopper picks from.

export const CANCEL_REASONS = ['CHANGE_OF_MIND', 'ORDER_MISTAKE', 'DELIVERY_DELAY', 'OTHER'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const RETURN_REASONS = ['CHANGE_OF_MIND', 'DEFECT', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'OTHER'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const cancelReasonLabels: Readonly<Record<CancelReason, string>> = {
  CHANGE_OF_MIND: '단순 변심',
  ORDER_MISTAKE: '주문 실수(옵션·수량)',
  DELIVERY_DELAY: '배송 지연',
  OTHER: '기타',
};

export const returnReasonLabels: Readonly<Record<ReturnReason, string>> = {
  CHANGE_OF_MIND: '단순 변심',
  DEFECT: '상품 불량·파손',
  WRONG_ITEM: '오배송',
  NOT_AS_DESCRIBED: '상품 정보와 다름',
  OTHER: '기타',
};

/**
 * Reasons for which the goods differ from the contract: the shop is at fault, so it pays
 * the return shipping (전자상거래법 §18⑨) and the longer window applies. OTHER is treated
 * as change of mind: a shopper claiming a fault picks the reason that says so.
 */
function notAsContracted(reason: ReturnReason): boolean {
  return reason === 'DEFECT' || reason === 'WRONG_ITEM' || reason === 'NOT_AS_DESCRIBED';
}

export function returnShippingPayer(reason: ReturnReason): 'SHOPPER' | 'SHOP' {
  return notAsContracted(reason) ? 'SHOP' : 'SHOPPER';
}

export const CHANGE_OF_MIND_RETURN_DAYS = 7;
export const NOT_AS_CONTRACTED_RETURN_MONTHS = 3;

/**
 * Whether a return may still be requested, and until when (inclusive), in Korean time.
 *
 * Periods count as the civil code does (민법 §157, §160): the delivery day itself is not
 * counted, so "7 days" ends at 23:59:59.999 KST on the 7th day after it, and "3 months"
 * ends at the end of the same day of the month 3 months on (or that month's last day).
 *
 * The law's other limit for goods that differ from the contract, 30 days from the day the
 * shopper noticed (or could have noticed) it, cannot be checked by the shop: it knows when
 * the goods arrived, not when the fault was noticed. Only the 3-month limit is enforced.
 */
export function returnWindow(reason: ReturnReason, deliveredAt: Date, now: Date): { open: boolean; closesAt: Date } {
  const deliveryDay = kstDateOf(deliveredAt);
  const lastDay = notAsContracted(reason)
    ? addMonthsClamped(deliveryDay, NOT_AS_CONTRACTED_RETURN_MONTHS)
    : addDays(deliveryDay, CHANGE_OF_MIND_RETURN_DAYS);
  const closesAt = kstEndOfDay(lastDay);
  return { open: now.getTime() <= closesAt.getTime(), closesAt };
}
