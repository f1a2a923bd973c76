import type { FastifyRequest } from 'fastify';

/**
 * The shop's public origin: MARU_PUBLIC_URL when the operator sets it (behind a proxy the
 * request's own host may be an internal one), else the request's scheme and host. Used where
 * an absolute URL leaves the shop: payment returns, canonical links, previews, sitemaps.
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.env.MARU_PUBLIC_URL;
  return (configured || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
