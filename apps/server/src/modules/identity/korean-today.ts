const KST_OFFSET_HOURS = 9;

/**
 * Today's date in Korea, as a Date whose local calendar fields are that date, whatever
 * the server's own time zone: the domain's age rule reads local calendar fields, and age
 * limits follow Korean law, not the visitor's clock.
 */
export function koreanToday(now: Date): Date {
  const korea = new Date(now.getTime() + KST_OFFSET_HOURS * 3600 * 1000);
  return new Date(korea.getUTCFullYear(), korea.getUTCMonth(), korea.getUTCDate(), 12);
}
