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
