import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * An id a proxy or client may hand in as x-request-id: 8 to 64 letters, digits and . _ : -,
 * after trimming the spaces around it. Anything else (longer, other characters, several
 * headers) is replaced by a new id, since the id is written into every log line and header:
 * a line break or a megabyte in it would forge or flood the log.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the caller's x-request-id when it is a safe short token, a new UUID otherwise (Fastify's genReqId). */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id'];
  const normalised = typeof given === 'string' ? given.trim() : undefined;
  return normalised !== undefined && SAFE_REQUEST_ID.test(normalised) ? normalised : randomUUID();
}
