import { failedPasswordRules, isValidEmail, passwordRuleLabels, type PasswordRule } from '@maru/domain';
import type { Consents } from './auth-api';

export type ConsentKey = keyof Consents;

export interface ConsentItem {
  key: ConsentKey;
  label: string;
  required: boolean;
  /** The legal text behind the consent, when there is one to read. */
  policyPath?: string;
}

export const consentItems: readonly ConsentItem[] = [
  { key: 'terms', label: '이용약관 동의', required: true, policyPath: '/policy/terms' },
  { key: 'privacy', label: '개인정보 수집·이용 동의', required: true, policyPath: '/policy/privacy' },
  { key: 'age14', label: '만 14세 이상입니다', required: true },
  { key: 'marketingSms', label: '마케팅 정보 SMS 수신 동의', required: false },
  { key: 'marketingEmail', label: '마케팅 정보 이메일 수신 동의', required: false },
];

/** Nothing is pre-ticked: every consent has to be a deliberate choice. */
export const noConsents: Consents = { terms: false, privacy: false, age14: false, marketingSms: false, marketingEmail: false };

export const allConsentsGiven = (consents: Consents): boolean => consentItems.every((item) => consents[item.key]);

export const requiredConsentsGiven = (consents: Consents): boolean =>
  consentItems.every((item) => !item.required || consents[item.key]);

/** "전체 동의" ticks everything when anything is missing, and clears everything otherwise. */
export function toggleAllConsents(consents: Consents): Consents {
  const value = !allConsentsGiven(consents);
  return { terms: value, privacy: value, age14: value, marketingSms: value, marketingEmail: value };
}

export interface JoinProfileValues {
  email: string;
  password: string;
  passwordConfirm: string;
  nickName: string;
  recommendCd: string;
}

export type JoinProfileField = keyof JoinProfileValues;
export type JoinProfileErrors = Partial<Record<JoinProfileField, string>>;

/** Field order on the form, so the first error can take the focus. */
export const joinProfileFields: readonly JoinProfileField[] = ['email', 'password', 'passwordConfirm', 'nickName', 'recommendCd'];

const NICKNAME = /^[0-9A-Za-z가-힣_-]{2,20}$/;
const RECOMMEND_CODE = /^[0-9A-Z]{0,20}$/;

export function passwordChecklist(password: string): { rule: PasswordRule; label: string; met: boolean }[] {
  const failed = new Set(failedPasswordRules(password));
  return (Object.keys(passwordRuleLabels) as PasswordRule[]).map((rule) => ({ rule, label: passwordRuleLabels[rule], met: !failed.has(rule) }));
}

export type NewPasswordValues = Pick<JoinProfileValues, 'password' | 'passwordConfirm'>;

/** A new password and its confirmation (joining, and 비밀번호 재설정), by the server's rules. */
export function validateNewPassword(values: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const broken = failedPasswordRules(values.password);
  if (!values.password) errors.password = '비밀번호를 입력해 주세요.';
  else if (broken.length) errors.password = `비밀번호 규칙을 확인해 주세요: ${broken.map((rule) => passwordRuleLabels[rule]).join(', ')}`;
  if (!values.passwordConfirm) errors.passwordConfirm = '비밀번호를 한 번 더 입력해 주세요.';
  else if (values.passwordConfirm !== values.password) errors.passwordConfirm = '비밀번호가 일치하지 않습니다.';
  return errors;
}

/** The same rules the server applies (identity/schemas.ts), checked before sending. */
export function validateJoinProfile(values: JoinProfileValues): JoinProfileErrors {
  const errors: JoinProfileErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = '이메일을 입력해 주세요.';
  else if (email.length > 100 || !isValidEmail(email)) errors.email = '올바른 이메일 주소를 입력해 주세요.';

  Object.assign(errors, validateNewPassword(values));

  const nickName = values.nickName.trim();
  if (!nickName) errors.nickName = '닉네임을 입력해 주세요.';
  else if (!NICKNAME.test(nickName)) errors.nickName = '닉네임은 2~20자의 한글, 영문, 숫자, _ - 로 입력해 주세요.';

  if (!RECOMMEND_CODE.test(values.recommendCd.trim())) errors.recommendCd = '추천인 코드는 영문 대문자와 숫자로 입력해 주세요.';
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = '이메일을 입력해 주세요.';
  else if (!isValidEmail(email)) errors.email = '올바른 이메일 주소를 입력해 주세요.';
  if (!values.password) errors.password = '비밀번호를 입력해 주세요.';
  return errors;
}
