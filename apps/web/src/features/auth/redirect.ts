import { paths } from '@/shared/routing';

/**
 * Only paths of this site may be a redirect target: no scheme, no host, no protocol-relative
 * '//' or '/\', no control characters. Anything else could send a visitor who just signed in
 * to another site (an open redirect), so it falls back to home.
 */
export function isInternalPath(value: string): boolean {
  if (!/^\/(?![/\\])\S*$/.test(value)) return false;
  return ![...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\');
}

export function safeRedirectUrl(value: string | null | undefined, fallback: string = paths.home()): string {
  return value && isInternalPath(value) ? value : fallback;
}

/** The redirectUrl of a sign-in or sign-up page's query string; home when missing or foreign. */
export function redirectUrlOf(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectUrl(params.get('redirectUrl'));
}
