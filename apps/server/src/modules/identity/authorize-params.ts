import { internalPath } from '@maru/domain';

export type AuthType = 'auth' | 'signin' | 'join';
const AUTH_TYPES: readonly string[] = ['auth', 'signin', 'join'];
export const SOCIAL_CALLBACK_PATH = '/auth/callback';

export interface AuthorizeParams {
  redirectUrl: string;
  authType: AuthType;
}

/**
 * Reads a social sign-in start (spec 01 §2: "a login URL with callbackUrl and redirectUrl,
 * where redirectUrl gets an authType query added"). The authType may also come as its own
 * parameter; it is taken out of redirectUrl so the shopper lands on the page they asked for.
 * callbackUrl, when given, may only name this site's /auth/callback page. Answers undefined
 * for anything else (a foreign or malformed address, an unknown authType).
 */
export function readAuthorizeParams(query: { redirectUrl?: string; authType?: string; callbackUrl?: string }, origin: string): AuthorizeParams | undefined {
  if (query.callbackUrl !== undefined && !isOwnCallback(query.callbackUrl, origin)) return undefined;
  // Normalised before it is checked and used: '/.//evil.example' must not become '//evil.example' later.
  const redirect = internalPath(query.redirectUrl || '/');
  if (redirect === undefined) return undefined;
  const url = new URL(redirect, 'http://internal');
  const inRedirect = url.searchParams.get('authType');
  url.searchParams.delete('authType');
  const authType = query.authType ?? inRedirect ?? 'signin';
  if (!AUTH_TYPES.includes(authType)) return undefined;
  return { redirectUrl: url.pathname + url.search + url.hash, authType: authType as AuthType };
}

function isOwnCallback(callbackUrl: string, origin: string): boolean {
  if (callbackUrl === SOCIAL_CALLBACK_PATH) return true;
  try {
    const url = new URL(callbackUrl);
    return url.origin === origin && url.pathname === SOCIAL_CALLBACK_PATH && url.search === '';
  } catch {
    return false;
  }
}
