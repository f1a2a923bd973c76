import { formatNumber } from './number';

const UNITS = [
  { size: 1e9, suffix: 'b' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
] as const;

/**
 * Short counts for likes and reviews: k, m and b from 1e3, 1e6 and 1e9, with one decimal
 * that is truncated, never rounded up, so a count is never overstated and 999,999 shows as
 * '999.9k' instead of '1000k'. A trailing '.0' is dropped: 1500 → '1.5k', 2,000,000 → '2m'.
 * Below 1,000 the number is shown whole, truncated the same way.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const unit = UNITS.find((candidate) => size >= candidate.size);
  if (!unit) return `${sign}${formatNumber(Math.trunc(size))}`;
  // Dividing by a tenth of the unit keeps the arithmetic exact for whole counts.
  const tenths = Math.trunc(size / (unit.size / 10));
  const whole = Math.trunc(tenths / 10);
  const decimal = tenths % 10;
  return `${sign}${formatNumber(whole)}${decimal === 0 ? '' : `.${decimal}`}${unit.suffix}`;
}
