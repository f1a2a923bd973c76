import { type AddressView, formatPhone } from '@maru/domain';
import type { AddressFields, AddressRow } from './queries/addresses';

/** Digits only, so every way of typing one number is stored the same. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** The same fields, the phone reduced to digits. */
export function fieldsOf(input: AddressFields): AddressFields {
  return {
    label: input.label,
    receiverName: input.receiverName,
    receiverPhone: phoneDigits(input.receiverPhone),
    zonecode: input.zonecode,
    address: input.address,
    addressDetail: input.addressDetail,
  };
}

export function addressViewOf(row: AddressRow): AddressView {
  return {
    addressSeq: row.address_id,
    label: row.label,
    receiverName: row.receiver_name,
    receiverPhone: formatPhone(row.receiver_phone),
    zonecode: row.zonecode,
    address: row.address,
    addressDetail: row.address_detail,
    isDefault: row.is_default,
  };
}
