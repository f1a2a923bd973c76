export interface InputAllowance {
  digits?: boolean;
  korean?: boolean;
  english?: boolean;
  special?: boolean;
  whitespace?: boolean;
}

// Korean includes the compatibility jamo so a syllable still being composed by the IME
// (e.g. 'ㅎ' before it becomes '한') is not stripped mid-typing.
const characterClasses: Record<keyof InputAllowance, RegExp> = {
  digits: /^[0-9]$/,
  korean: /^[ㄱ-ㅎㅏ-ㅣ가-힣]$/,
  english: /^[A-Za-z]$/,
  special: /^[!-/:-@[-`{-~]$/,
  whitespace: /^\s$/,
};

/**
 * Keeps only the characters of the allowed classes; anything else (other scripts, emoji,
 * control characters) is always stripped. Special means printable ASCII punctuation.
 */
export function filterInput(value: string, allow: InputAllowance): string {
  const allowed = (Object.keys(characterClasses) as (keyof InputAllowance)[])
    .filter((name) => allow[name] === true)
    .map((name) => characterClasses[name]);
  return Array.from(value)
    .filter((char) => allowed.some((pattern) => pattern.test(char)))
    .join('');
}

export function filterEmail(value: string): string {
  return value.replace(/[^0-9A-Za-z@._-]/g, '');
}

export function filterPhoneWithDash(value: string): string {
  return value.replace(/[^0-9-]/g, '');
}
