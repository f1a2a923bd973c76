import type { CalendarDate } from '../guards';

// Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset turns an
// instant into the Korean calendar day exactly, whatever time zone the runtime runs in.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar day an instant falls on in Korea. */
export function kstDateOf(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + KST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 00:00:00.000 KST of the day, as a UTC instant. */
export function kstStartOfDay({ year, month, day }: CalendarDate): Date {
  return new Date(Date.UTC(year, month - 1, day) - KST_OFFSET_MS);
}

/** 23:59:59.999 KST of the day, as a UTC instant. */
export function kstEndOfDay(date: CalendarDate): Date {
  return new Date(kstStartOfDay(addDays(date, 1)).getTime() - 1);
}

export function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The same day `months` calendar months later (earlier when negative); a day the target
 * month lacks becomes its last day (민법 §160③: 11-30 + 3 months ends on 02-28/29).
 */
export function addMonthsClamped({ year, month, day }: CalendarDate, months: number): CalendarDate {
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return { year: targetYear, month: targetMonth, day: Math.min(day, lastDay) };
}
