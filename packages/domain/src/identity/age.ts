import { localCalendarDate, parseDate } from '../guards';

export const MIN_SIGN_UP_AGE = 14;
export const REJOIN_WAIT_YEARS = 3;

/**
 * Korean full age (만 나이) on the visitor's local date: completed years since birth. Someone
 * born on 29 February turns a year older on 1 March in common years, as the Civil Act counts
 * a period whose end date does not exist to the end of that month. A birthday after today
 * gives a negative age. Throws Error('Invalid date format') for an invalid birthday.
 */
export function ageOn(birthday: string, today: Date): number {
  const born = parseDate(birthday);
  const now = localCalendarDate(today);
  const hadBirthdayThisYear = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthdayThisYear ? 0 : 1);
}

/** Children under 14 cannot sign up (spec 02 §5). */
export function isUnder14(birthday: string, today: Date): boolean {
  return ageOn(birthday, today) < MIN_SIGN_UP_AGE;
}

/**
 * A person stripped of membership may join again 3 years after losing it. The wait ends on
 * the same calendar day three years on (a loss on 29 February waits until 1 March).
 */
export function canRejoin(lostAt: Date, now: Date): boolean {
  const allowedFrom = new Date(lostAt.getTime());
  allowedFrom.setFullYear(lostAt.getFullYear() + REJOIN_WAIT_YEARS);
  return now.getTime() >= allowedFrom.getTime();
}
