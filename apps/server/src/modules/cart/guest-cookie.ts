import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CookieMaxAgeSeconds, CookieName } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../plugins/cookies';

// The tcn cookie holds "<cartId>.<signature>". Cart ids are sequential, so the signature
// (an HMAC under the server secret) is what proves the cookie was issued by this server:
// a guessed or edited id without it finds no cart.

function signature(secret: string, cartId: number): string {
  return createHmac('sha256', secret).update(`tcn:${cartId}`).digest('base64url');
}

export function guestCartCookieValue(secret: string, cartId: number): string {
  return `${cartId}.${signature(secret, cartId)}`;
}

/** The cart id a tcn value proves, or undefined for a missing, malformed or forged value. */
export function verifyGuestCartCookie(secret: string, value: string | undefined): number | undefined {
  if (!value || value.length > 200) return undefined;
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const cartId = Number(match[1]);
  const expected = Buffer.from(signature(secret, cartId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? cartId : undefined;
}

export function readGuestCartId(request: FastifyRequest): number | undefined {
  return verifyGuestCartCookie(request.server.config.secret, request.cookies[CookieName.guestCart]);
}

export function setGuestCartCookie(request: FastifyRequest, reply: FastifyReply, cartId: number): void {
  const value = guestCartCookieValue(request.server.config.secret, cartId);
  reply.setCookie(CookieName.guestCart, value, { ...cookieOptions(request), maxAge: CookieMaxAgeSeconds.guestCart });
}

export function clearGuestCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CookieName.guestCart, cookieOptions(request));
}

/** Stored instead of the guest id itself, so the table never holds a usable identifier. */
export function guestKeyOf(guestId: string): string {
  return createHash('sha256').update(`cart-guest:${guestId}`).digest('base64url');
}
