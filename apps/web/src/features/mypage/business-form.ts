import { validateBusinessNumber, withParticle } from '@maru/domain';
import type { BusinessForm, BusinessStatus } from './business-api';

export type BusinessField = keyof BusinessForm;
export type BusinessErrors = Partial<Record<BusinessField, string>>;

export const businessFields: readonly { field: BusinessField; label: string; maxLength: number }[] = [
  { field: 'companyName', label: '상호(법인명)', maxLength: 100 },
  { field: 'bizNo', label: '사업자등록번호', maxLength: 12 },
  { field: 'ceoName', label: '대표자명', maxLength: 50 },
  { field: 'bizType', label: '업태', maxLength: 100 },
  { field: 'bizItem', label: '종목', maxLength: 100 },
];

export function validateBusinessForm(form: BusinessForm): BusinessErrors {
  const errors: BusinessErrors = {};
  for (const { field, label } of businessFields) {
    if (!form[field].trim()) errors[field] = `${withParticle(label, '을/를')} 입력해 주세요.`;
  }
  // The national checksum catches a mistyped digit before the request is sent.
  if (!errors.bizNo && !validateBusinessNumber(form.bizNo.trim())) errors.bizNo = '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.';
  return errors;
}

export const businessStatusText: Readonly<Record<BusinessStatus, string>> = {
  PENDING: '심사 중',
  APPROVED: '승인 완료',
  REJECTED: '반려',
};
