import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../plugins/cookies';
import { randomToken, sha256 } from './secrets';
import { CERTIFY_OWNER_COOKIE } from './session-cookies';

/** Identity-verification results are usable for this long after the request was made. */
export const CERTIFY_LIFETIME_SECONDS = 30 * 60;

/** The hash of this browser's binding cookie, or undefined when it has none. */
export function certifyOwner(request: FastifyRequest): string | undefined {
  const key = request.cookies[CERTIFY_OWNER_COOKIE];
  return key && key.length <= 100 ? sha256(key) : undefined;
}

/** Gives the browser a binding cookie (keeping an existing one) and returns its hash. */
export function bindCertifyOwner(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CERTIFY_OWNER_COOKIE];
  const key = existing && existing.length <= 100 ? existing : randomToken();
  reply.setCookie(CERTIFY_OWNER_COOKIE, key, { ...cookieOptions(request), maxAge: CERTIFY_LIFETIME_SECONDS });
  return sha256(key);
}
