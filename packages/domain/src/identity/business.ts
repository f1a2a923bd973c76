import { BUSINESS_AUTH_NO } from '../codes';

export function isBusinessMember(authNo: number | null | undefined): boolean {
  return authNo === BUSINESS_AUTH_NO;
}

const CHECK_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Korean business registration number (사업자등록번호): ten digits, written plainly or as
 * 123-45-67890, whose last digit is the national checksum.
 */
export function validateBusinessNumber(value: string): boolean {
  if (!/^(\d{3}-\d{2}-\d{5}|\d{10})$/.test(value)) return false;
  const digits = Array.from(value.replace(/-/g, ''), Number);
  const weighted = CHECK_WEIGHTS.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);
  // The ninth digit's weight 5 can carry into the tens; the carry is added once more.
  const carry = Math.floor(((digits[8] ?? 0) * 5) / 10);
  const check = (10 - ((weighted + carry) % 10)) % 10;
  return check === digits[9];
}

/** Groups digits as 123-45-67890 while typing; anything past ten digits is dropped. */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter((part) => part.length > 0).join('-');
}
