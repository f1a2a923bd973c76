/** A calendar day with no time or zone, month and day counted from 1. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Formats as YYYY-MM-DD, the form stored records and the API use. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day an instant falls on in the runtime's own (the visitor's) time zone. */
export function localCalendarDate(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Negative, zero or positive as a falls before, on or after b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
