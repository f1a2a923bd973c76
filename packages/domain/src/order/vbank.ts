const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * A virtual account's deposit deadline: 23:59:59 KST of the day after the order, the
 * common choice of Korean shops (enough for a next-day bank visit, short enough that held
 * stock comes back soon). Returned as a UTC instant.
 */
export function vbankDeadline(orderedAt: Date): Date {
  const kst = new Date(orderedAt.getTime() + KST_OFFSET_MS);
  const endOfNextDayKst = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + 1, 23, 59, 59);
  return new Date(endOfNextDayKst - KST_OFFSET_MS);
}

/** PortOne's vbank_due format: YYYYMMDDhhmm in KST. */
export function portoneVbankDue(deadline: Date): string {
  const kst = new Date(deadline.getTime() + KST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kst.getUTCFullYear()}${pad(kst.getUTCMonth() + 1)}${pad(kst.getUTCDate())}${pad(kst.getUTCHours())}${pad(kst.getUTCMinutes())}`;
}
