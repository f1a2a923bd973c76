const KST_OFFSET_MS = 9 * 3600 * 1000;

/** An instant as staff in Korea read it, whatever the device's zone: 2026-11-25 14:03. Korea keeps no summer time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const korea = new Date(time + KST_OFFSET_MS).toISOString();
  return `${korea.slice(0, 10)} ${korea.slice(11, 16)}`;
}

/** Today in Korea as YYYY-MM-DD (the audit log's period filter counts Korean days). */
export function koreanToday(now = Date.now()): string {
  return new Date(now + KST_OFFSET_MS).toISOString().slice(0, 10);
}
