import type { FastifyRequest } from 'fastify';

/** Where a sandbox may send a shopper or a notice: only this site (a path or this host). */
export function ownUrl(request: FastifyRequest, value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const origin = `${request.protocol}://${request.host}`;
    const url = new URL(value, origin);
    return url.origin === origin && !value.startsWith('//') ? url : undefined;
  } catch {
    return undefined;
  }
}
