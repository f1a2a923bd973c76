import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON text. Fastify sends strings as they are, so a cached
 * answer skips validation and serialization; the route's schema still documents the shape.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
