import { formatPhone, maskAddress, maskMemberEmail, maskName } from '@maru/domain';

/** 01012345678 → 010-****-5678: the profile shows whose phone it is without the full number. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  const [first, middle, last] = formatPhone(phone).split('-');
  if (!first || !middle || !last) return phone.replace(/\d(?=\d{4})/g, '*');
  return `${first}-${'*'.repeat(middle.length)}-${last}`;
}

/**
 * The console's masks of personal data, one per kind, for every answer to staff without the
 * personal-data right (docs/staff-rights.md): 김*수, 010-****-5678, ab***@example.com,
 * 서울특별시 강남구 ***; a zone code and an address's detail are left out. The member search
 * and the member page use the same functions.
 */
export const personalMasks = {
  name: (name: string): string => maskName(name),
  phone: (phone: string): string => maskPhone(phone) ?? '',
  email: (email: string): string => maskMemberEmail(email),
  address: (address: string): string => maskAddress(address),
  zonecode: (): string => '*****',
  addressDetail: (): string => '',
} as const;
