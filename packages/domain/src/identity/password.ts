export type PasswordRule = 'length' | 'letter' | 'digit' | 'symbol' | 'charset';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Korean labels in the order the sign-up form lists them. */
export const passwordRuleLabels: Readonly<Record<PasswordRule, string>> = {
  length: `${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자`,
  letter: '영문 포함',
  digit: '숫자 포함',
  symbol: '특수문자 포함',
  charset: '영문, 숫자, 특수문자만 사용 (공백 불가)',
};

const SYMBOL = /[!-/:-@[-`{-~]/;

const ruleHolds: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  letter: (password) => /[A-Za-z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  symbol: (password) => SYMBOL.test(password),
  // Hangul, spaces or emoji are easy to mistype on another keyboard, so only printable ASCII is allowed.
  charset: (password) => /^[!-~]*$/.test(password),
};

/** The rules the password still breaks, in label order, so the form can mark each one live. */
export function failedPasswordRules(password: string): PasswordRule[] {
  return (Object.keys(ruleHolds) as PasswordRule[]).filter((rule) => !ruleHolds[rule](password));
}

export function isValidPassword(password: string): boolean {
  return failedPasswordRules(password).length === 0;
}
