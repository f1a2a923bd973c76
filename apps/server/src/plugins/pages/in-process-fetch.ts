import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { HeaderName, PREVIEW_HEADER, PREVIEW_QUERY } from '@maru/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVERY_TOPIC } from '../../core/cache';
import { signToken, XSRF_COOKIE, XSRF_HEADER, XSRF_KEY_COOKIE } from '../xsrf';

/** The address of the shopper whose page is being rendered: their API calls count against their own limits. */
export const renderingFor = new AsyncLocalStorage<string>();

/** The console's preview token of the page being rendered (core/security/preview.ts): its API calls carry it. */
export const previewingWith = new AsyncLocalStorage<string>();

// KST: what a Korean shopper's browser sends, so dates come back as the browser would get them.
const KOREA_OFFSET_HOURS = '9';

// Reads every rendered page makes, whatever its product or list: the top banners, the
// category tree, the delivery methods. Their answers are kept as long as a rendered page is
// (and emptied by any change, like the pages): going through Fastify again for each cost a
// page that missed the cache ~1.5 ms of its ~12 (issue 23). Answers that differ by page
// (a product, a list) still go through the routes each time.
const SHARED_READS = new Set(['/api/banner/v1/list', '/api/category/v1/all', '/api/delivery/v1/method/list']);
const SHARED_READ_MS = 10_000;

interface Answer {
  status: number;
  contentType: string | undefined;
  payload: Buffer;
}

/**
 * A fetch for server rendering that answers '/api/…' through Fastify's inject: the same
 * routes, schemas and limits as over the network, without a socket. It calls as a visitor
 * with no session (rendered pages are the same for everyone) and carries its own signed
 * XSRF pair, since the renderer is the server itself.
 */
export function inProcessFetch(app: FastifyInstance, secret: string): typeof fetch {
  const key = randomBytes(16).toString('base64url');
  const token = signToken(secret, key, randomBytes(16).toString('base64url'));
  const shared = app.caches.define<Answer>({ name: 'web.render-shared-reads', ttlMs: SHARED_READ_MS, max: 200, topics: [EVERY_TOPIC] });
  const toResponse = (answer: Answer) =>
    new Response(answer.status === 204 || answer.status === 304 ? null : new Uint8Array(answer.payload), {
      status: answer.status,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
    });
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
    const preview = previewingWith.getStore();
    if (preview) headers[PREVIEW_HEADER] = preview;
    const ask = async (): Promise<Answer> => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: renderingFor.getStore() ?? '127.0.0.1',
      });
      const contentType = answer.headers['content-type'];
      return { status: answer.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined, payload: answer.rawPayload };
    };
    // A preview's reads differ from everyone's: never shared.
    if ((init?.method ?? 'GET') !== 'GET' || !SHARED_READS.has(url.pathname) || preview) return toResponse(await ask());
    // Only a success is kept: a failure is asked again by the next render.
    const cacheKey = `${url.pathname}${url.search}`;
    const answer = await shared.get(cacheKey, ask);
    if (answer.status !== 200) shared.delete(cacheKey);
    return toResponse(answer);
  };
}

/** The preview token a page request carries, once the preview plugin found it valid. */
export function previewTokenOf(request: FastifyRequest): string | undefined {
  if (!request.preview) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const value = request.headers[PREVIEW_HEADER] ?? query?.[PREVIEW_QUERY];
  return typeof value === 'string' ? value : undefined;
}
