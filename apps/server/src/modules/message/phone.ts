import { formatPhone } from '@maru/domain';

// 010 numbers have eight digits after the prefix; the old 011/016–019 numbers seven or eight.
const MOBILE = /^(?:010\d{8}|01[16789]\d{7,8})$/;

/**
 * A Korean mobile number as digits (010-1234-5678, +82 10 1234 5678 → 01012345678), or
 * null when the value is not one: 알림톡 and SMS reach mobiles only.
 */
export function mobileDigits(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('82') && value.trim().startsWith('+')) digits = `0${digits.slice(2)}`;
  return MOBILE.test(digits) ? digits : null;
}

export function isMobileNumber(value: string): boolean {
  return mobileDigits(value) !== null;
}

/** 01012345678 → 010-****-5678: whose number it is, without the number (lists, logs). */
export function maskMobile(digits: string): string {
  const [first, middle, last] = formatPhone(digits).split('-');
  if (!first || !middle || !last) return digits.replace(/\d(?=\d{4})/g, '*');
  return `${first}-${'*'.repeat(middle.length)}-${last}`;
}

export { formatPhone as formatMobile };
