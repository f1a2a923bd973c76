import { SpecMessage } from '../codes';
import type { CalendarDate } from './calendarDate';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

// YYYY-MM-DD, also YYYY.MM.DD, YYYY/MM/DD and YYYYMMDD, with one separator used throughout.
const DATE_PATTERN = /^(\d{4})([-./]?)(\d{2})\2(\d{2})$/;

/** Parses a calendar date; throws Error('Invalid date format') for any malformed or impossible date. */
export function parseDate(value: string): CalendarDate {
  const match = DATE_PATTERN.exec(value.trim());
  if (match) {
    const date = { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
    if (isValidDate(date.year, date.month, date.day)) return date;
  }
  throw new Error(SpecMessage.invalidDateFormat);
}
