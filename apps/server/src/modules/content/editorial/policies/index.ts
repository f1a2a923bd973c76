/**
 * The shop's six legal texts (spec 01 §2 policy page types; spec 02 §2 anchors, §3 groups,
 * §4 account rules, §5 sign-up data, §9 policy limits), written in Korean by us.
 */
import { guestOrderPolicy } from './guest-order';
import { guestPrivacyPolicy } from './guest-privacy';
import { guestTermsPolicy } from './guest-terms';
import { paymentPolicy } from './payment';
import { privacyPolicy } from './privacy';
import { termsPolicy } from './terms';
import type { PolicyDocument, PolicyGroup, PolicyType } from './types';

export type { PolicyDocument, PolicyGroup, PolicyHeading, PolicyType } from './types';
export { POLICY_TITLE, POLICY_VERSION, extractHeadings } from './build';

/** In the order the policy pages list them. */
export const policyDocuments: PolicyDocument[] = [
  termsPolicy,
  privacyPolicy,
  guestTermsPolicy,
  guestPrivacyPolicy,
  guestOrderPolicy,
  paymentPolicy,
];

export const policyByType: Readonly<Record<PolicyType, PolicyDocument>> = {
  terms: termsPolicy,
  privacy: privacyPolicy,
  'guest-terms': guestTermsPolicy,
  'guest-privacy': guestPrivacyPolicy,
  'guest-order': guestOrderPolicy,
  payment: paymentPolicy,
};

/** Korean page titles of the policy types (spec 01 §2). */
export const policyLabels: Readonly<Record<PolicyType, string>> = {
  terms: '이용약관',
  privacy: '개인정보 처리방침',
  'guest-terms': '비회원 이용약관',
  'guest-privacy': '비회원 개인정보 수집·이용 동의',
  'guest-order': '비회원 주문 약관',
  payment: '구매 및 결제 이용약관',
};

/** For the `/policy/{category}` route: anything else is the not-found page (spec 02 §8). */
export function isPolicyType(value: string): value is PolicyType {
  return Object.hasOwn(policyByType, value);
}

/** The documents of one group, as the spec's `{code: 0, data: [...]}` list holds them. */
export function policiesOfGroup(group: PolicyGroup): PolicyDocument[] {
  return policyDocuments.filter((document) => document.group === group);
}
