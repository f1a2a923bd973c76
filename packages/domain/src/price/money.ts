/**
 * Money in this shop is whole won. Values arriving from forms or rows may be
 * missing, negative, fractional or beyond exact integer range; they are read as the
 * whole won they can safely mean, and amounts no float can count exactly as 0.
 */
export function toWon(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return 0;
  const won = Math.floor(value);
  return Number.isSafeInteger(won) ? won : 0;
}
