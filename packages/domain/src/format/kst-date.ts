// Dates as Korean shoppers read them, in Korean time whatever the device's or server's zone
// (server rendering and the browser print the same): Korea has kept UTC+9 without daylight
// saving since 1988.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The KST calendar parts of an instant; undefined for a string that is not one. */
function kstParts(iso: string | number | Date) {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const kst = new Date(time + KST_OFFSET_MS);
  return {
    year: kst.getUTCFullYear(),
    month: kst.getUTCMonth() + 1,
    day: kst.getUTCDate(),
    weekday: WEEKDAYS[kst.getUTCDay()]!,
    hour: kst.getUTCHours(),
    hh: pad(kst.getUTCHours()),
    mm: pad(kst.getUTCMinutes()),
  };
}

/** 2025.11.23, for lists. */
export function formatKstDate(iso: string): string {
  const parts = kstParts(iso);
  return parts ? `${parts.year}.${pad(parts.month)}.${pad(parts.day)}` : '';
}

/** 2025.11.23 14:05. */
export function formatKstDateTime(iso: string): string {
  const parts = kstParts(iso);
  return parts ? `${parts.year}.${pad(parts.month)}.${pad(parts.day)} ${parts.hh}:${parts.mm}` : '';
}

/** A deposit deadline: 11월 24일 (화) 23:59까지. */
export function formatKstDeadline(iso: string): string {
  const parts = kstParts(iso);
  return parts ? `${parts.month}월 ${parts.day}일 (${parts.weekday}) ${parts.hh}:${parts.mm}까지` : '';
}

// The three below print what Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', … }) prints
// in Chromium, by arithmetic: building such a formatter loads the time-zone data at start-up
// (a long task on a phone, issue 23), and Node's ICU says "PM" where Chromium says "오후", so a
// server-rendered time did not match the browser's.

/** 2026. 11. 30. (year, 2-digit month and day). */
export function formatKstDots(at: string | number | Date): string {
  const parts = kstParts(at);
  return parts ? `${parts.year}. ${pad(parts.month)}. ${pad(parts.day)}.` : '';
}

/** 2026년 11월 30일 (dateStyle long). */
export function formatKstLongDate(at: string | number | Date): string {
  const parts = kstParts(at);
  return parts ? `${parts.year}년 ${parts.month}월 ${parts.day}일` : '';
}

/** 11월 30일 오후 11:59 (long month, day, 12-hour time). */
export function formatKstMonthDayTime(at: string | number | Date): string {
  const parts = kstParts(at);
  if (!parts) return '';
  const half = parts.hour < 12 ? '오전' : '오후';
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${parts.month}월 ${parts.day}일 ${half} ${hour12}:${parts.mm}`;
}
