import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * 256 random bits as hex: session tokens, guest ids, certify numbers, tickets. Hex, not
 * base64url: some of these travel in page addresses (/auth/callback?authToken,
 * /verify/callback?merchant_uid), and base64url's '-' could frame a word such as "-or-"
 * that the page SQL-keyword guard (spec 01 §5) refuses; hex is one unbroken word.
 */
export function randomToken(): string {
  return randomBytes(32).toString('hex');
}

/** Tokens are stored only as this hash, so a copied table grants no session. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** E-mail addresses compare without case; the hash identifies one after withdrawal. */
export function emailHash(email: string): string {
  return sha256(`email:${email.trim().toLowerCase()}`);
}

/**
 * The provider's unique key (CI) is a long high-entropy value, so a plain SHA-256 cannot
 * be reversed by guessing; unlike a keyed hash it survives a change of the server secret,
 * which the 3-year rejoin rule needs.
 */
export function uniqueKeyHash(uniqueKey: string): string {
  return sha256(`ci:${uniqueKey}`);
}
