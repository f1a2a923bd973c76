import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { HeaderName } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import { signToken, XSRF_COOKIE, XSRF_HEADER, XSRF_KEY_COOKIE } from '../xsrf';

/** The address of the shopper whose page is being rendered: their API calls count against their own limits. */
export const renderingFor = new AsyncLocalStorage<string>();

// KST: what a Korean shopper's browser sends, so dates come back as the browser would get them.
const KOREA_OFFSET_HOURS = '9';

/**
 * A fetch for server rendering that answers '/api/…' through Fastify's inject: the same
 * routes, schemas and limits as over the network, without a socket. It calls as a visitor
 * with no session (rendered pages are the same for everyone) and carries its own signed
 * XSRF pair, since the renderer is the server itself.
 */
export function inProcessFetch(app: FastifyInstance, secret: string): typeof fetch {
  const key = randomBytes(16).toString('base64url');
  const token = signToken(secret, key, randomBytes(16).toString('base64url'));
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, 'http://render.local');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers[XSRF_HEADER] = token;
    headers.cookie = `${XSRF_KEY_COOKIE}=${key}; ${XSRF_COOKIE}=${token}`;
    headers[HeaderName.timezoneOffset] = KOREA_OFFSET_HOURS;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: renderingFor.getStore() ?? '127.0.0.1',
    });
    const contentType = answer.headers['content-type'];
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
