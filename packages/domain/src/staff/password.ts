/** Staff passwords guard every shopper's orders: longer than a shopper's (8), no upper bound that matters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/**
 * What is wrong with a staff password, in Korean, or undefined when it will do. Length is
 * what makes a password hard to guess (NIST SP 800-63B); composition rules are left out.
 * Characters are counted as code points, so a Hangul syllable or an emoji counts once.
 */
export function staffPasswordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return `비밀번호는 ${STAFF_PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`;
  if (length > STAFF_PASSWORD_MAX_LENGTH) return `비밀번호는 ${STAFF_PASSWORD_MAX_LENGTH}자 이하여야 합니다.`;
  if (password.trim() !== password) return '비밀번호의 앞뒤에 공백을 넣을 수 없습니다.';
  if (new Set(password).size < 4) return '같은 글자를 되풀이한 비밀번호는 쓸 수 없습니다.';
  return undefined;
}
