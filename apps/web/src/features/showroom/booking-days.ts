import { addCalendarDays, type AvailabilityView, type DayAvailabilityView, SLOT_REFUSAL_MESSAGES, WEEKDAY_LABELS, weekdayOf } from '@maru/domain';

// The booking form's date picker: which days can be chosen, what each says, and the runs
// of days the picker pages through. Pure, so the rules are tested without a browser.

export interface DayChoice {
  disabled: boolean;
  /** The short word under the date: why it cannot be chosen, or that it can. */
  note: string;
}

const CLOSED_DAY_REASONS: ReadonlySet<string> = new Set([SLOT_REFUSAL_MESSAGES.HOLIDAY, SLOT_REFUSAL_MESSAGES.WEEKLY_CLOSED]);

export function dayChoiceOf(day: DayAvailabilityView): DayChoice {
  if (day.closedReason) return { disabled: true, note: CLOSED_DAY_REASONS.has(day.closedReason) ? '휴무' : '예약 불가' };
  if (day.full) return { disabled: true, note: '마감' };
  return { disabled: false, note: '예약 가능' };
}

/** 12월 2일 (수): Korean wall dates by arithmetic (no Intl time-zone data at start-up). */
export function dayLabel(date: string): string {
  return `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${WEEKDAY_LABELS[weekdayOf(date)]})`;
}

/** Where the next run of days starts, or null when the shown run reaches the last bookable day. */
export function nextRunStart(view: AvailabilityView): string | null {
  const last = view.days.at(-1)?.date;
  return last && last < view.lastDate ? addCalendarDays(last, 1) : null;
}

/** Where the previous run starts (never before today), or null when the shown run begins today. */
export function previousRunStart(view: AvailabilityView): string | null {
  const first = view.days[0]?.date;
  if (!first || first <= view.firstDate) return null;
  const start = addCalendarDays(first, -view.days.length);
  return start < view.firstDate ? view.firstDate : start;
}
