/**
 * A found account's e-mail, shown to whoever verified as its owner (아이디 찾기): the first two
 * characters of the name and the whole domain, the rest starred, so the owner recognises it
 * and a look over the shoulder does not give it away. Names of one or two characters keep
 * one character.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(Math.max(email.length, 1));
  const name = Array.from(email.slice(0, at));
  const shown = name.length <= 2 ? 1 : 2;
  return `${name.slice(0, shown).join('')}${'*'.repeat(name.length - shown)}${email.slice(at)}`;
}
