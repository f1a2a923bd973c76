import { addDays, kstDateOf } from '../aftersale/kst';
import type { DeliveryMethod } from '../cart';
import { formatIsoDate, type CalendarDate } from '../guards';
import { isKoreanPublicHoliday } from './korean-holidays';

/**
 * Business days after the day of payment within which each way of delivery arrives: a parcel
 * (택배) leaves the next business day and arrives in 1–2 more; freight (화물) and the
 * shop's own delivery with installation (직접배송) are booked with the buyer, so they come
 * later. Spec 02 §9 promises shipping within 3 business days of payment.
 */
export const DELIVERY_BUSINESS_DAYS: Readonly<Record<DeliveryMethod, { from: number; to: number }>> = {
  택배: { from: 1, to: 3 },
  화물: { from: 2, to: 5 },
  직접배송: { from: 3, to: 7 },
};

export interface DeliveryEstimate {
  /** ISO calendar days (KST) of the first and the last expected arrival. */
  from: string;
  to: string;
  /** 11월 30일(월)~12월 2일(수) 도착 예정 */
  label: string;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

function isBusinessDay(date: CalendarDate): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isKoreanPublicHoliday(formatIsoDate(date));
}

/** The n-th business day after `start` (n ≥ 1); weekends and public holidays do not count. */
export function addBusinessDays(start: CalendarDate, n: number): CalendarDate {
  let day = start;
  for (let counted = 0; counted < n; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

const monthDay = (date: CalendarDate) => `${date.month}월 ${date.day}일(${WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]})`;

/**
 * When an order paid at `paidAt` arrives: from the earliest arrival of its fastest way of
 * delivery to the latest of its slowest, since a sofa may come days after the lamps. Days
 * count from the Korean calendar day of the payment. Null without lines.
 */
export function deliveryEstimate(paidAt: Date, methods: readonly DeliveryMethod[]): DeliveryEstimate | null {
  if (methods.length === 0) return null;
  const spans = methods.map((method) => DELIVERY_BUSINESS_DAYS[method] ?? DELIVERY_BUSINESS_DAYS.택배);
  const paidDay = kstDateOf(paidAt);
  const from = addBusinessDays(paidDay, Math.min(...spans.map((span) => span.from)));
  const to = addBusinessDays(paidDay, Math.max(...spans.map((span) => span.to)));
  return { from: formatIsoDate(from), to: formatIsoDate(to), label: `${monthDay(from)}~${monthDay(to)} 도착 예정` };
}
