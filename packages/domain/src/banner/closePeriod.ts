import { daysInMonth, formatIsoDate, localCalendarDate, type CalendarDate } from '../guards';
import type { ClosedBannerRecord } from './types';

export type ClosePeriodUnit = 'd' | 'm' | 'y';

export interface ClosePeriod {
  amount: number;
  unit: ClosePeriodUnit;
}

// Up to three digits: longer periods would push dates past year 9999 and add nothing useful.
const CLOSE_PERIOD_PATTERN = /^(\d{1,3})([dmy])$/;

// BannerDefaults.closePeriod ('1d') in parsed form; a test keeps the two in step.
const DEFAULT_CLOSE_PERIOD: ClosePeriod = { amount: 1, unit: 'd' };

function readClosePeriod(value: string | null | undefined): ClosePeriod | null {
  const match = CLOSE_PERIOD_PATTERN.exec((value ?? '').trim().toLowerCase());
  const amount = Number(match?.[1]);
  return match && amount > 0 ? { amount, unit: match[2] as ClosePeriodUnit } : null;
}

/**
 * Reads '1d', '3m' or '1y' (case-insensitive). Banner data comes from the admin, so a
 * missing, zero or malformed period falls back to the default '1d' instead of failing.
 */
export function parseClosePeriod(value: string | null | undefined): ClosePeriod {
  return readClosePeriod(value) ?? DEFAULT_CLOSE_PERIOD;
}

/**
 * Calendar arithmetic on a day. Months and years keep the day of month when it exists and
 * otherwise stop at the month's last day (31 January + 1m = 28 or 29 February).
 */
export function addClosePeriod(date: CalendarDate, period: ClosePeriod): CalendarDate {
  if (period.unit === 'd') {
    const moved = new Date(0);
    moved.setUTCFullYear(date.year, date.month - 1, date.day + period.amount);
    return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
  }
  const months = period.unit === 'm' ? period.amount : period.amount * 12;
  const monthIndex = date.month - 1 + months;
  const year = date.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * The record stored when a visitor closes a banner: the period is added to today's local
 * date, and the banner stays hidden through the end of that day. Closing a '1d' banner on
 * 10 May therefore hides it on 10 and 11 May; it shows again on 12 May.
 */
export function closedRecordFor(bannerSeq: number, period: string | null | undefined, now: Date): ClosedBannerRecord {
  const lastHiddenDay = addClosePeriod(localCalendarDate(now), parseClosePeriod(period));
  return { bannerSeq, periodeDate: formatIsoDate(lastHiddenDay) };
}
