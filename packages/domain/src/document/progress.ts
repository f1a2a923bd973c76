/**
 * A download's progress in whole percent, or null when the size is unknown (no
 * Content-Length, or one that is not a number). Rounded down, so 100 means every byte is
 * in; a server sending more than it announced still shows 100, never more.
 */
export function downloadPercent(received: number, total: number | null | undefined): number | null {
  if (total === null || total === undefined || !Number.isFinite(total) || total <= 0) return null;
  if (!Number.isFinite(received) || received <= 0) return 0;
  return Math.min(100, Math.floor((received / total) * 100));
}

/** The Content-Length header as a byte count, or null when it is absent or malformed. */
export function contentLengthOf(header: string | null | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
