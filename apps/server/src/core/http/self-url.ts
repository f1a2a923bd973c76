import type { FastifyInstance } from 'fastify';

/**
 * A path on this server ('/sandbox/…', '/api/…') as an absolute URL for server-to-server
 * calls; anything not starting with '/' is returned unchanged. The port is read when the
 * call is made, as tests listen on port 0.
 */
export function serverSideUrl(app: FastifyInstance, base: string): string {
  if (!base.startsWith('/')) return base;
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server is not listening');
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${base}`;
}
