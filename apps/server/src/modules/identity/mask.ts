import { formatPhone } from '@maru/domain';

/** 01012345678 → 010-****-5678: the profile shows whose phone it is without the full number. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  const [first, middle, last] = formatPhone(phone).split('-');
  if (!first || !middle || !last) return phone.replace(/\d(?=\d{4})/g, '*');
  return `${first}-${'*'.repeat(middle.length)}-${last}`;
}
