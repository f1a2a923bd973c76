const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar fields of a moment in Korea, whatever the server's own time zone. */
function kstFields(moment: Date) {
  const kst = new Date(moment.getTime() + KST_OFFSET_MS);
  return { year: kst.getUTCFullYear(), month: kst.getUTCMonth() + 1, day: kst.getUTCDate(), hour: kst.getUTCHours(), minute: kst.getUTCMinutes(), second: kst.getUTCSeconds() };
}

/** A deadline as a message states it: 2026년 11월 26일 23:59 (Korean time). */
export function kstDeadline(moment: Date): string {
  const t = kstFields(moment);
  return `${t.year}년 ${t.month}월 ${t.day}일 ${pad(t.hour)}:${pad(t.minute)}`;
}

/** 2026-11-26 23:59:07, Korean time: when a message was queued or sent, in the outbox. */
export function kstTimestamp(moment: Date): string {
  const t = kstFields(moment);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}
