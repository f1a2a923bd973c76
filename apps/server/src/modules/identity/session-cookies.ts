import { CookieMaxAgeSeconds, CookieName, HeaderName } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../plugins/cookies';

/** Readable by the page (not HttpOnly) and harmless: it only says "a member is signed in". */
export const SIGNED_IN_COOKIE = 'tms_signed';
/** Binds identity-verification requests to the browser that started them. */
export const CERTIFY_OWNER_COOKIE = 'tmc';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 200 ? text : undefined;
}

/** Tokens from the cookies (web) or the _tma_token / _tmr_token headers (app clients). */
export function readTokens(request: FastifyRequest): { accessToken?: string; refreshToken?: string } {
  return {
    accessToken: request.cookies[CookieName.accessToken] || headerValue(request, HeaderName.accessToken),
    refreshToken: request.cookies[CookieName.refreshToken] || headerValue(request, HeaderName.refreshToken),
  };
}

/** The guest id from the tma_id cookie or the _tma_id header. */
export function readGuestId(request: FastifyRequest): string | undefined {
  return request.cookies[CookieName.guestId] || headerValue(request, HeaderName.guestId);
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens, autoLogin: boolean): void {
  const options = cookieOptions(request);
  reply.setCookie(CookieName.accessToken, tokens.accessToken, { ...options, maxAge: CookieMaxAgeSeconds.accessToken });
  reply.setCookie(CookieName.refreshToken, tokens.refreshToken, { ...options, maxAge: CookieMaxAgeSeconds.refreshToken });
  if (autoLogin) reply.setCookie(CookieName.autoLogin, 'Y', { ...options, maxAge: CookieMaxAgeSeconds.autoLogin });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false, maxAge: CookieMaxAgeSeconds.accessToken });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = cookieOptions(request);
  for (const name of [CookieName.accessToken, CookieName.refreshToken, CookieName.autoLogin]) reply.clearCookie(name, options);
  reply.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
}

export function setGuestCookie(request: FastifyRequest, reply: FastifyReply, guestId: string): void {
  reply.setCookie(CookieName.guestId, guestId, { ...cookieOptions(request), maxAge: CookieMaxAgeSeconds.guestId });
}
