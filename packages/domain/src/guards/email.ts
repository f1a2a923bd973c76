// The same character set filterEmail lets through, with one '@', no empty labels and a
// top-level domain of at least two letters.
const EMAIL_PATTERN = /^[0-9A-Za-z_-]+(?:\.[0-9A-Za-z_-]+)*@[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
