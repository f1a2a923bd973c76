import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends an answer that is already JSON text. Fastify sends strings as they are, so a cached
 * answer skips validation and serialization; the route's schema still documents the shape.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * A route's `preHandler` that sets the answer's Cache-Control: it runs after validation, just
 * before the handler, so the handler itself only answers.
 */
export function cacheControl(value: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (_request, reply) => {
    reply.header('cache-control', value);
  };
}
