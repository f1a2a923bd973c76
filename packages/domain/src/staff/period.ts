import { isValidDate } from '../guards/date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

/** A real calendar day written YYYY-MM-DD (2026-02-31 is not one). */
export function isIsoCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isValidDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The instant a Korean calendar day (YYYY-MM-DD) begins: staff pick days as they see them in Korea. */
export function koreanDayStart(isoDate: string): Date {
  if (!isIsoCalendarDate(isoDate)) throw new RangeError(`not a YYYY-MM-DD calendar date: ${isoDate}`);
  return new Date(`${isoDate}T00:00:00+09:00`);
}

/** From the start of `from` up to (not including) the start of the day after `to`; either end may be open. */
export function koreanDayRange(from: string | undefined, to: string | undefined): { since?: Date; until?: Date } {
  return {
    since: from ? koreanDayStart(from) : undefined,
    until: to ? new Date(koreanDayStart(to).getTime() + DAY_MS) : undefined,
  };
}
