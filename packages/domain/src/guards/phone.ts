const SEOUL_AREA_CODE = '02';
const SUBSCRIBER_DIGITS = 8;

/**
 * Formats a Korean phone number as the user types: digits only, an area/carrier prefix of
 * 2 digits (Seoul 02) or 3 digits (others), then 3 or 4 digits, then 4 digits
 * (02-123-4567, 02-1234-5678, 031-123-4567, 010-1234-5678).
 * Until all 8 subscriber digits are typed the middle group holds 3 digits, so typing
 * 010-1234-5678 shows 010-123-4 … 010-123-4567 and then regroups. Digits beyond a full
 * number are dropped.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const prefixLength = digits.startsWith(SEOUL_AREA_CODE) ? 2 : 3;
  const prefix = digits.slice(0, prefixLength);
  const rest = digits.slice(prefixLength, prefixLength + SUBSCRIBER_DIGITS);
  if (rest.length === 0) return prefix;
  if (rest.length <= 3) return `${prefix}-${rest}`;
  const middleLength = rest.length === SUBSCRIBER_DIGITS ? 4 : 3;
  return `${prefix}-${rest.slice(0, middleLength)}-${rest.slice(middleLength)}`;
}
