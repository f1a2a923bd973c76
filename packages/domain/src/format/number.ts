const koNumber = new Intl.NumberFormat('ko-KR');
const koWholeNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Korean thousands separators, keeping up to three decimals (12900.5 → '12,900.5'). */
export function formatNumber(value: number): string {
  return koNumber.format(value);
}

/** Won have no minor unit, so amounts are shown whole (Intl rounds half away from zero): 12900 → '12,900원'. */
export function formatKrw(amount: number): string {
  return `${koWholeNumber.format(amount)}원`;
}

/**
 * A discount rate as shown on price tags. Rates are floored like the price rules do
 * (a 15.9 % discount is shown as 15 %), and anything not a positive number shows 0 %.
 */
export function formatDiscountPercent(percent: number): string {
  const whole = Number.isFinite(percent) && percent > 0 ? Math.floor(percent) : 0;
  return `${whole}%`;
}
