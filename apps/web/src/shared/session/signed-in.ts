import { readCookie } from './cookies';

/**
 * The server keeps the session tokens in HttpOnly cookies the page can never read, and sets
 * this harmless marker next to them so the page knows whether a member is signed in.
 */
export const SIGNED_IN_COOKIE = 'tms_signed';

export function isSignedIn(cookieString?: string): boolean {
  return readCookie(SIGNED_IN_COOKIE, cookieString) === '1';
}
