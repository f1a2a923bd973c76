// The legal texts of spec 01 §2 / spec 02 §2, keyed by the /policy/:category path segment.
export const policyTitles = {
  terms: '이용약관',
  privacy: '개인정보처리방침',
  'guest-terms': '비회원 이용약관',
  'guest-privacy': '비회원 개인정보처리방침',
  'guest-order': '비회원 주문 약관',
  payment: '구매 및 결제 약관',
} as const;

export type PolicyCategory = keyof typeof policyTitles;

export const policyCategories = Object.keys(policyTitles) as PolicyCategory[];

/** /policy without a category shows the terms of use. */
export const DEFAULT_POLICY_CATEGORY: PolicyCategory = 'terms';

export function isPolicyCategory(value: string): value is PolicyCategory {
  return Object.hasOwn(policyTitles, value);
}
