import { ApiCode } from '@maru/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../core/http/errors';

/** What a shopper reads while the database is away: nothing is wrong with their request. */
export const DATABASE_UNAVAILABLE_MESSAGE = '잠시 후 다시 시도해 주세요. 서비스 점검 중입니다.';

/** Seconds a client should wait before retrying; a restarted PostgreSQL is back within a few. */
const RETRY_AFTER_SECONDS = 5;

/** Under load every request of an outage fails alike; one warning per window is enough to see it. */
const OUTAGE_WARNING_EVERY_MS = 10_000;

/** Socket failures reaching or talking to the database server (Node's system error codes). */
const SOCKET_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for a server that is stopping, starting, full or unreachable:
 * admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections and the
 * connection exceptions of class 08.
 */
const SERVER_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);

/**
 * node-postgres's own connection failures, which carry no code: a socket closed under a
 * query, a connect or pool checkout that ran past connectionTimeoutMillis, a client whose
 * connection already failed.
 */
const DRIVER_FAILURE_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Whether `error` means the database cannot be reached right now, as opposed to a fault in
 * a query or in the code. Looks into an AggregateError's `errors` (Node reports a refused
 * connect to every address of a host that way) but not into `cause`: a provider call that
 * could not connect (fetch's TypeError with an ECONNREFUSED cause) is not a database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SOCKET_FAILURES.has(code) || SERVER_UNAVAILABLE_STATES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_FAILURE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner));
}

/**
 * The value rules the database backs (issue 41, docs/value-rules.md), by constraint name: a
 * write that got past the writers' own checks (a row already inconsistent, two edits racing)
 * is refused in Korean as a bad value, not answered 500.
 */
const valueRuleRefusals: Record<string, string> = {
  product_option_final_price: '옵션 추가금액을 더한 가격이 0원보다 낮아져 저장하지 않았습니다. 판매가와 추가금액을 확인해 주세요.',
  product_selling_price_nonnegative: '판매가는 0원보다 낮을 수 없어 저장하지 않았습니다.',
};

export function valueRuleRefusal(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23514' && typeof constraint === 'string' ? valueRuleRefusals[constraint] : undefined;
}

/** Fastify's own client errors, mapped to the spec's 104 "required parameter" envelope. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 Content-Type입니다. application/json으로 보내 주세요.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length가 올바르지 않습니다.',
};

/**
 * Every answer is the envelope {code, message, data?}: validation failures are 400/104
 * naming the field, unknown API paths 404/101, a database that cannot be reached 503/999
 * with Retry-After, and anything unexpected 500/999 with no internals (the details go to
 * the log with the request id).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  let lastOutageWarningAt = 0;
  let refusedSinceWarning = 0;
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // A business outcome is the bare envelope, not the route's success shape, so it is
      // not serialized against the route's 200 schema.
      const body = error.data === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, data: error.data };
      return reply.status(error.httpStatus).serializer(JSON.stringify).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : where;
      const detail = first?.message ?? 'invalid';
      return reply.status(400).send({ code: ApiCode.REQUIRED_PARAMETER, message: `잘못된 요청 값입니다: ${field} (${detail})` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ code: ApiCode.DEFAULT_ERROR, message: 'unknown error' });
    }
    const refusal = valueRuleRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'a database value rule refused a write');
      return reply.status(400).send({ code: ApiCode.REQUIRED_PARAMETER, message: refusal });
    }
    const clientMessage = error.code ? clientErrorMessages[error.code] : undefined;
    if (clientMessage) {
      return reply.status(error.statusCode ?? 400).send({ code: ApiCode.REQUIRED_PARAMETER, message: clientMessage });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: ApiCode.REQUIRED_PARAMETER, message: '잘못된 요청입니다.' });
    }
    if (isDatabaseUnavailable(error)) {
      refusedSinceWarning += 1;
      if (Date.now() - lastOutageWarningAt >= OUTAGE_WARNING_EVERY_MS) {
        request.log.warn({ reason: (error as { code?: string }).code ?? error.message, refused: refusedSinceWarning }, 'database unavailable: answering 503');
        lastOutageWarningAt = Date.now();
        refusedSinceWarning = 0;
      }
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: ApiCode.DEFAULT_ERROR, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: ApiCode.DEFAULT_ERROR, message: 'unknown error' });
  });
});
