import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodePreviewPayload, encodePreviewPayload, PREVIEW_HEADER, PREVIEW_QUERY, type PreviewKind, type PreviewPayload } from '@maru/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console's preview this request carries (a valid, unexpired token), or null. */
    preview: PreviewPayload | null;
  }
}

// The console's preview (packages/domain publication/preview.ts). The signature is hex, like
// the payload: the token travels in a page address, which the SQL-keyword guard reads.
const signatureOf = (secret: string, payloadHex: string) => createHmac('sha256', secret).update(`preview:${payloadHex}`).digest('hex');

export function signPreview(secret: string, payload: PreviewPayload): string {
  const hex = encodePreviewPayload(payload);
  return `${hex}.${signatureOf(secret, hex)}`;
}

export function verifyPreview(secret: string, token: string, now: Date): PreviewPayload | null {
  const [hex, signature, extra] = token.split('.');
  if (!hex || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(secret, hex));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const payload = decodePreviewPayload(hex);
  return payload && payload.expiresAt > now.getTime() ? payload : null;
}

/** The ids of `kind` the request previews: shown as live though they are drafts or scheduled. */
export function previewedIds(request: FastifyRequest, kind: PreviewKind): ReadonlySet<number> {
  return new Set((request.preview?.items ?? []).filter((item) => item.kind === kind).map((item) => item.id));
}

const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[PREVIEW_HEADER];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[PREVIEW_QUERY];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reads the preview token of every request: from its header (the app's API calls) or the page
 * address (the console's preview frame). A bad or expired token is no preview: the shop as
 * shoppers see it.
 */
export const previewPlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  app.decorateRequest('preview', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (token && token.length <= 10_000) request.preview = verifyPreview(options.secret, token, app.clock.now());
  });
});
