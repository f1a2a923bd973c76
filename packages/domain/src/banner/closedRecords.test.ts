import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedRecordFor } from './closePeriod';
import {
  closedRecordsCookieValue, isClosed, isRecordLive, mergeClosedRecords, pruneExpired, readClosedRecords, readClosedRecordsCookie, withClosedRecord,
} from './closedRecords';
import type { ClosedBannerRecord } from './types';

const may = (day: number, hour = 12) => new Date(2024, 4, day, hour);

describe('isRecordLive', () => {
  const record = { bannerSeq: 1, periodeDate: '2024-05-11' };

  it('lives through the end of its periodeDate in local time', () => {
    expect(isRecordLive(record, may(10))).toBe(true);
    expect(isRecordLive(record, new Date(2024, 4, 11, 23, 59, 59))).toBe(true);
    expect(isRecordLive(record, new Date(2024, 4, 12, 0, 0, 0))).toBe(false);
  });

  it('treats an unreadable date as expired', () => {
    expect(isRecordLive({ bannerSeq: 1, periodeDate: 'soon' }, may(10))).toBe(false);
    expect(isRecordLive({ bannerSeq: 1, periodeDate: '2024-02-30' }, may(10))).toBe(false);
  });
});

describe('a closed 1d banner', () => {
  it('stays hidden the day it was closed and the next, and shows again after', () => {
    const records = [closedRecordFor(5, '1d', may(10, 15))];
    expect(isClosed(5, records, may(10, 16))).toBe(true);
    expect(isClosed(5, records, may(11, 23))).toBe(true);
    expect(isClosed(5, records, may(12, 0))).toBe(false);
  });

  it('hides only its own banner', () => {
    expect(isClosed(6, [closedRecordFor(5, '1d', may(10))], may(10))).toBe(false);
  });
});

describe('pruneExpired', () => {
  it('drops expired and unreadable records and keeps the rest in order', () => {
    const records = [
      { bannerSeq: 1, periodeDate: '2024-05-09' },
      { bannerSeq: 2, periodeDate: '2024-05-10' },
      { bannerSeq: 3, periodeDate: 'bad' },
      { bannerSeq: 4, periodeDate: '2025-01-01' },
    ];
    expect(pruneExpired(records, may(10))).toEqual([records[1], records[3]]);
  });

  const record: fc.Arbitrary<ClosedBannerRecord> = fc.record({
    bannerSeq: fc.integer({ min: 1, max: 5 }),
    periodeDate: fc.oneof(
      fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('', 'never', '2024-13-01'),
    ),
  });
  const now = fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(record), now, (records, at) => {
        const once = pruneExpired(records, at);
        expect(pruneExpired(once, at)).toEqual(once);
      }),
    );
  });

  it('never removes a record that still hides its banner', () => {
    fc.assert(
      fc.property(fc.array(record), now, (records, at) => {
        const kept = pruneExpired(records, at);
        for (const r of records) {
          if (isRecordLive(r, at)) expect(kept).toContain(r);
        }
        for (const seq of [1, 2, 3, 4, 5]) expect(isClosed(seq, kept, at)).toBe(isClosed(seq, records, at));
      }),
    );
  });

  it('keeps fewer records as time passes', () => {
    fc.assert(
      fc.property(fc.array(record), now, fc.integer({ min: 0, max: 1000 }), (records, at, days) => {
        const later = new Date(at.getTime() + days * 86_400_000);
        expect(pruneExpired(records, later).every((r) => pruneExpired(records, at).includes(r))).toBe(true);
      }),
    );
  });
});

describe('withClosedRecord', () => {
  it('replaces the earlier record of the same banner and drops expired ones', () => {
    const records = [
      { bannerSeq: 1, periodeDate: '2024-05-01' },
      { bannerSeq: 2, periodeDate: '2024-06-01' },
      { bannerSeq: 3, periodeDate: '2024-06-01' },
    ];
    const next = { bannerSeq: 2, periodeDate: '2024-05-11' };
    expect(withClosedRecord(records, next, may(10))).toEqual([records[2], next]);
  });
});

describe('readClosedRecords', () => {
  it('keeps only well-formed records', () => {
    const stored = [
      { bannerSeq: 1, periodeDate: '2024-05-11' },
      { bannerSeq: '2', periodeDate: '2024-05-11' },
      { bannerSeq: 3 },
      null,
      'x',
      { bannerSeq: Number.NaN, periodeDate: '2024-05-11' },
    ];
    expect(readClosedRecords(stored)).toEqual([{ bannerSeq: 1, periodeDate: '2024-05-11' }]);
  });

  it.each([null, undefined, 'none', {}, 42])('reads %j as no records', (stored) => {
    expect(readClosedRecords(stored)).toEqual([]);
  });
});

describe('the close records cookie', () => {
  const record = fc.record({ bannerSeq: fc.integer({ min: 1, max: 999_999_999 }), periodeDate: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)) });

  it('reads back what it wrote, in characters a cookie value may hold', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 20 }), (records) => {
        const value = closedRecordsCookieValue(records);
        expect(value).toMatch(/^[0-9.~-]*$/);
        expect(readClosedRecordsCookie(value)).toEqual(records);
      }),
    );
  });

  it('skips what is malformed and reads at most 20 records', () => {
    expect(readClosedRecordsCookie('101.2026-11-22~x~102.2026-1-1~<script>~103.2026-12-01')).toEqual([
      { bannerSeq: 101, periodeDate: '2026-11-22' },
      { bannerSeq: 103, periodeDate: '2026-12-01' },
    ]);
    expect(readClosedRecordsCookie(undefined)).toEqual([]);
    expect(readClosedRecordsCookie(Array.from({ length: 50 }, (_, index) => `${index + 1}.2026-11-22`).join('~'))).toHaveLength(20);
  });

  it('merges storage and cookie, one record per banner, the later day kept', () => {
    const merged = mergeClosedRecords(
      [{ bannerSeq: 1, periodeDate: '2026-11-22' }, { bannerSeq: 2, periodeDate: '2026-12-01' }],
      [{ bannerSeq: 1, periodeDate: '2026-11-30' }, { bannerSeq: 3, periodeDate: '2026-11-23' }],
    );
    expect(merged).toEqual([
      { bannerSeq: 1, periodeDate: '2026-11-30' },
      { bannerSeq: 2, periodeDate: '2026-12-01' },
      { bannerSeq: 3, periodeDate: '2026-11-23' },
    ]);
  });
});
