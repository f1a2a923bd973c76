import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: the code is read aloud and typed from screenshots.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOMMEND_CODE_LENGTH = 8;

/** A member's own recommend code; uniqueness is enforced by the database. */
export function newRecommendCode(): string {
  return Array.from({ length: RECOMMEND_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
