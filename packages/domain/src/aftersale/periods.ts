import { addDays, addMonthsClamped, kstDateOf, kstStartOfDay } from './kst';

// The period filter of the my page order list (1 week, 1/3/6 months).

export const ORDER_PERIODS = ['1W', '1M', '3M', '6M'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

export const orderPeriodLabels: Readonly<Record<OrderPeriod, string>> = {
  '1W': '1주일',
  '1M': '1개월',
  '3M': '3개월',
  '6M': '6개월',
};

const periodMonths: Readonly<Record<Exclude<OrderPeriod, '1W'>, number>> = { '1M': 1, '3M': 3, '6M': 6 };

/**
 * Where the period starts: 00:00 KST of the Korean day one week, or 1/3/6 calendar months,
 * before today (05-31 − 3 months → 02-28/29). Orders placed at or after it are listed.
 */
export function periodStart(period: OrderPeriod, now: Date): Date {
  const today = kstDateOf(now);
  const first = period === '1W' ? addDays(today, -7) : addMonthsClamped(today, -periodMonths[period]);
  return kstStartOfDay(first);
}
