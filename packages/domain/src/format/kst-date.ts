// Dates as Korean shoppers read them, in Korean time whatever the device's or server's zone
// (server rendering and the browser print the same): Korea has kept UTC+9 without daylight
// saving since 1988.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The KST calendar parts of an instant; undefined for a string that is not one. */
function kstParts(iso: string) {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const kst = new Date(time + KST_OFFSET_MS);
  return {
    year: kst.getUTCFullYear(),
    month: kst.getUTCMonth() + 1,
    day: kst.getUTCDate(),
    weekday: WEEKDAYS[kst.getUTCDay()]!,
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
