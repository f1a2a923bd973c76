import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HttpOnly, SameSite=Lax, and Secure everywhere except plain-HTTP localhost. */
export function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  const host = (request.hostname ?? '').replace(/:\d+$/, '');
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: !LOCAL_HOSTS.has(host) || request.protocol === 'https' };
}
