import type { FastifyInstance } from 'fastify';

/** OAuth token endpoints take application/x-www-form-urlencoded bodies; only the sandboxes parse them. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
