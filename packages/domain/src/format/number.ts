// Whole numbers — every price in won and every count — are grouped by hand: Korean groups
// digits in threes with commas, exactly as Intl does for ko-KR, and the first
// Intl.NumberFormat a page creates costs ~50 ms on a mid-range phone (measured with Chromium's
// 4× CPU throttling), a long task while the page hydrates. Fractions, rare here, still go
// through Intl, created on first use.
let koNumber: Intl.NumberFormat | undefined;
let koWholeNumber: Intl.NumberFormat | undefined;

const groupDigits = (whole: number) => {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
};

/** Korean thousands separators, keeping up to three decimals (12900.5 → '12,900.5'). */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return groupDigits(value);
  koNumber ??= new Intl.NumberFormat('ko-KR');
  return koNumber.format(value);
}

/** Won have no minor unit, so amounts are shown whole (Intl rounds half away from zero): 12900 → '12,900원'. */
export function formatKrw(amount: number): string {
  if (Number.isSafeInteger(amount)) return `${groupDigits(amount)}원`;
  koWholeNumber ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
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
