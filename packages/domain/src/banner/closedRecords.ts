import { compareCalendarDates, localCalendarDate, parseDate, type CalendarDate } from '../guards';
import type { ClosedBannerRecord } from './types';

function lastHiddenDay(record: ClosedBannerRecord): CalendarDate | null {
  try {
    return parseDate(record.periodeDate);
  } catch {
    return null;
  }
}

/** A record is live through the end of its periodeDate in local time; a record with an unreadable date is dead. */
export function isRecordLive(record: ClosedBannerRecord, now: Date): boolean {
  const lastDay = lastHiddenDay(record);
  return lastDay !== null && compareCalendarDates(lastDay, localCalendarDate(now)) >= 0;
}

export function pruneExpired(records: readonly ClosedBannerRecord[], now: Date): ClosedBannerRecord[] {
  return records.filter((record) => isRecordLive(record, now));
}

export function isClosed(bannerSeq: number, records: readonly ClosedBannerRecord[], now: Date): boolean {
  return records.some((record) => record.bannerSeq === bannerSeq && isRecordLive(record, now));
}

/** Adds a new close, replacing any earlier record of the same banner and dropping expired ones. */
export function withClosedRecord(
  records: readonly ClosedBannerRecord[],
  record: ClosedBannerRecord,
  now: Date,
): ClosedBannerRecord[] {
  return [...pruneExpired(records, now).filter((kept) => kept.bannerSeq !== record.bannerSeq), record];
}

function isClosedBannerRecord(value: unknown): value is ClosedBannerRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { bannerSeq, periodeDate } = value as Record<string, unknown>;
  return typeof bannerSeq === 'number' && Number.isFinite(bannerSeq) && typeof periodeDate === 'string';
}

/** Local storage can hold anything (old versions, manual edits); only well-formed records are kept. */
export function readClosedRecords(stored: unknown): ClosedBannerRecord[] {
  return Array.isArray(stored) ? stored.filter(isClosedBannerRecord) : [];
}

/**
 * Close records also travel in a cookie, so the server renders a page without the banners
 * this visitor closed: read from local storage only once the page is hydrated, a closed
 * banner would be in the first paint and vanish a moment later, moving the whole page.
 */
export const CLOSED_BANNERS_COOKIE = 'tms_banner_closed';
// A handful of banners run at a time; the cap keeps a tampered cookie from growing a render.
const COOKIE_RECORDS_MAX = 20;
const COOKIE_RECORD = /^(\d{1,9})\.(\d{4}-\d{2}-\d{2})$/;

/** `101.2026-11-22~102.2026-12-01`: only characters a cookie value may hold unquoted. */
export function closedRecordsCookieValue(records: readonly ClosedBannerRecord[]): string {
  return records
    .slice(-COOKIE_RECORDS_MAX)
    .map((record) => `${record.bannerSeq}.${record.periodeDate}`)
    .join('~');
}

/** The records a cookie value holds; anything malformed is skipped. */
export function readClosedRecordsCookie(value: string | undefined): ClosedBannerRecord[] {
  if (!value) return [];
  return value
    .split('~')
    .slice(0, COOKIE_RECORDS_MAX)
    .flatMap((part) => {
      const match = COOKIE_RECORD.exec(part);
      return match ? [{ bannerSeq: Number(match[1]), periodeDate: match[2] ?? '' }] : [];
    });
}

/** The records of two sources (storage and cookie), one per banner, the later day kept. */
export function mergeClosedRecords(a: readonly ClosedBannerRecord[], b: readonly ClosedBannerRecord[]): ClosedBannerRecord[] {
  const byBanner = new Map<number, ClosedBannerRecord>();
  for (const record of [...a, ...b]) {
    const known = byBanner.get(record.bannerSeq);
    if (!known || known.periodeDate < record.periodeDate) byBanner.set(record.bannerSeq, record);
  }
  return [...byBanner.values()];
}
