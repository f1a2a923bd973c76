const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The KST calendar parts of an instant, whatever the device's own time zone. */
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

/** A deposit deadline as shoppers read it: 11월 24일 (화) 23:59까지 (KST). */
export function formatKstDeadline(iso: string): string {
  const parts = kstParts(iso);
  return parts ? `${parts.month}월 ${parts.day}일 (${parts.weekday}) ${parts.hh}:${parts.mm}까지` : '';
}

/** 2025.11.23 14:05 (KST). */
export function formatKstDateTime(iso: string): string {
  const parts = kstParts(iso);
  return parts ? `${parts.year}.${pad(parts.month)}.${pad(parts.day)} ${parts.hh}:${parts.mm}` : '';
}

/** 04:59 for the sheet's remaining time. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** 2025.11.23 (KST), for lists. */
export function formatKstDate(iso: string): string {
  const parts = kstParts(iso);
  return parts ? `${parts.year}.${pad(parts.month)}.${pad(parts.day)}` : '';
}
