import { describe, expect, it } from 'vitest';
import { formatKstDate, formatKstDateTime, formatKstDeadline, formatKstDots, formatKstLongDate, formatKstMonthDayTime } from './kst-date';

describe('dates in Korean time', () => {
  it('prints the Korean calendar day and time, across midnight and the year', () => {
    expect(formatKstDate('2025-11-23T14:59:59.000Z')).toBe('2025.11.23');
    expect(formatKstDate('2025-11-23T15:00:00.000Z')).toBe('2025.11.24');
    expect(formatKstDateTime('2025-11-23T05:01:00.000Z')).toBe('2025.11.23 14:01');
    expect(formatKstDeadline('2026-11-24T14:59:59.000Z')).toBe('11월 24일 (화) 23:59까지');
    expect(formatKstDeadline('2025-12-31T15:00:00.000Z')).toBe('1월 1일 (목) 00:00까지');
  });

  it('prints nothing for a string that is not an instant', () => {
    expect(formatKstDate('not a date')).toBe('');
    expect(formatKstDateTime('')).toBe('');
    expect(formatKstDeadline('2025-13-45')).toBe('');
  });

  it('prints what the ko-KR formatters print, without building one', () => {
    const dots = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    const long = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeZone: 'Asia/Seoul' });
    for (const iso of ['2026-11-30T14:59:59.999Z', '2026-11-30T15:00:00.000Z', '2026-03-05T03:05:00.000Z', '2026-12-31T15:00:00.000Z']) {
      expect(formatKstDots(iso)).toBe(dots.format(new Date(iso)));
      expect(formatKstLongDate(iso)).toBe(long.format(new Date(iso)));
    }
    expect(formatKstDots(Date.parse('2026-11-01T00:00:00+09:00') - 1)).toBe('2026. 10. 31.');
  });

  it("says the hour as Chromium's ko-KR does (Node's ICU says PM instead of 오후)", () => {
    expect(formatKstMonthDayTime('2026-11-30T14:59:00.000Z')).toBe('11월 30일 오후 11:59');
    expect(formatKstMonthDayTime('2026-11-30T15:00:00.000Z')).toBe('12월 1일 오전 12:00');
    expect(formatKstMonthDayTime('2026-03-05T03:05:00.000Z')).toBe('3월 5일 오후 12:05');
    expect(formatKstMonthDayTime('2026-06-01T00:00:00.000Z')).toBe('6월 1일 오전 9:00');
    expect(formatKstMonthDayTime('nope')).toBe('');
  });
});
