import { internalPath } from '@maru/domain';
import { paths } from '@/shared/routing';

/**
 * The normalised in-site path to go to, or the fallback (home) when missing or foreign. Only
 * paths of this site may be a redirect target (internalPath decodes and resolves before it
 * checks, so neither '//host' nor '/.//host' passes): anything else could send a visitor who
 * just signed in to another site (an open redirect).
 */
export function safeRedirectUrl(value: string | null | undefined, fallback: string = paths.home()): string {
  return internalPath(value) ?? fallback;
}

/** The redirectUrl of a sign-in or sign-up page's query string; home when missing or foreign. */
export function redirectUrlOf(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectUrl(params.get('redirectUrl'));
}
