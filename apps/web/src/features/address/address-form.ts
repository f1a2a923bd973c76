import { addressInput, type AddressView } from '@maru/domain';
import type { AddressInputValues } from './address-api';

export type AddressFormValues = Required<AddressInputValues>;
export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

export const emptyAddressForm: AddressFormValues = { label: '', receiverName: '', receiverPhone: '', zonecode: '', address: '', addressDetail: '', isDefault: false };

export function formFromAddress(address: AddressView): AddressFormValues {
  const { label, receiverName, receiverPhone, zonecode, address: line, addressDetail, isDefault } = address;
  return { label, receiverName, receiverPhone, zonecode, address: line, addressDetail, isDefault };
}

const MESSAGES: Partial<Record<keyof AddressFormValues, string>> = {
  label: '배송지명을 입력해 주세요. (20자 이내)',
  receiverName: '받는 분 이름을 입력해 주세요.',
  receiverPhone: '휴대폰 번호를 확인해 주세요. (예: 010-1234-5678)',
  zonecode: '우편번호 찾기로 주소를 선택해 주세요.',
  address: '우편번호 찾기로 주소를 선택해 주세요.',
  addressDetail: '상세 주소는 100자 이내로 입력해 주세요.',
};

/** The server's own schema, with a Korean message per field. */
export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const parsed = addressInput.safeParse(values);
  if (parsed.success) return {};
  const errors: AddressFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddressFormValues;
    errors[field] ??= MESSAGES[field] ?? issue.message;
  }
  return errors;
}
