import { randomBytes, createHash } from 'node:crypto';
import { STAFF_SESSION_ABSOLUTE_MS } from '@maru/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../plugins/cookies';

/** The console's own session cookie; the shop's (tma, tmr, tma_id) mean nothing here and this nothing there. */
export const STAFF_COOKIE = 'maru_staff';
/** Sent with console API calls only: the storefront's pages and API never see it. */
export const STAFF_COOKIE_PATH = '/api/admin';

/**
 * HttpOnly and Secure as the shop's cookies (Secure except plain-HTTP localhost), but
 * SameSite=Strict: the console is never entered from a link on another site with its
 * session, and no other site's page can make a request that carries it.
 */
function staffCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { ...cookieOptions(request), sameSite: 'strict', path: STAFF_COOKIE_PATH };
}

/** 256 random bits as hex; only its SHA-256 is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('hex');
export const tokenHash = (token: string): string => createHash('sha256').update(`staff-session:${token}`).digest('hex');

export function readStaffToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[STAFF_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, { ...staffCookieOptions(request), maxAge: STAFF_SESSION_ABSOLUTE_MS / 1000 });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, staffCookieOptions(request));
}
