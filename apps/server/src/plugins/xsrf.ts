import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiCode } from '@maru/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../core/http/errors';
import { cookieOptions } from './cookies';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** HttpOnly key the token is bound to: a copied token is useless without it. */
export const XSRF_KEY_COOKIE = 'tmx';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const YEAR_SECONDS = 365 * 24 * 3600;

export interface XsrfOptions {
  secret: string;
  /** Paths outside the browser session (provider sandboxes called server to server). */
  exempt?: (url: string) => boolean;
}

export function signToken(secret: string, key: string, nonce: string): string {
  const mac = createHmac('sha256', secret).update(`${key}.${nonce}`).digest('base64url');
  return `${nonce}.${mac}`;
}

export function verifyToken(secret: string, key: string, token: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(signToken(secret, key, nonce));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Signed double-submit XSRF protection: the server issues `XSRF-TOKEN` (readable by the
 * page) signed together with an HttpOnly key cookie; every state-changing call must echo
 * the token in `X-XSRF-TOKEN`, equal to the cookie and valid for the key.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, options: XsrfOptions) => {
  // Every GET checks the browser's pair to decide whether to issue a new one; an HMAC costs
  // more than the rest of a cached answer, and a pair once valid stays valid (the secret
  // does not change while the process runs), so pairs already checked are remembered.
  const checked = new LRUCache<string, true>({ max: 20_000 });
  const valid = (key: string, token: string) => {
    const pair = `${key} ${token}`;
    if (checked.has(pair)) return true;
    if (!verifyToken(options.secret, key, token)) return false;
    checked.set(pair, true);
    return true;
  };
  const issue = (request: FastifyRequest, reply: FastifyReply) => {
    let key = request.cookies[XSRF_KEY_COOKIE];
    if (!key) {
      key = randomBytes(16).toString('base64url');
      reply.setCookie(XSRF_KEY_COOKIE, key, { ...cookieOptions(request), maxAge: YEAR_SECONDS });
    }
    const current = request.cookies[XSRF_COOKIE];
    if (!current || !valid(key, current)) {
      const token = signToken(options.secret, key, randomBytes(16).toString('base64url'));
      reply.setCookie(XSRF_COOKIE, token, { ...cookieOptions(request), httpOnly: false, maxAge: YEAR_SECONDS });
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (options.exempt?.(path)) return;
    if (SAFE_METHODS.has(request.method)) {
      issue(request, reply);
      return;
    }
    // App clients that authenticate with token headers and send no cookies cannot be
    // driven by another site, so they need no XSRF token.
    if (Object.keys(request.cookies).length === 0 && request.headers._tma_token) return;
    const key = request.cookies[XSRF_KEY_COOKIE];
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!key || !cookie || typeof header !== 'string' || header !== cookie || !valid(key, header)) {
      issue(request, reply);
      throw new ApiError(ApiCode.XSRF_INVALID, '보안 토큰이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.', 403);
    }
  });
});
