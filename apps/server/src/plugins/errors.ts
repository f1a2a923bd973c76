import { ApiCode } from '@maru/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../core/errors';

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
 * naming the field, unknown API paths 404/101, and anything unexpected 500/999 with no
 * internals (the details go to the log with the request id).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // A business outcome is the bare envelope, not the route's success shape, so it is
      // not serialized against the route's 200 schema.
      return reply.status(error.httpStatus).serializer(JSON.stringify).send({ code: error.code, message: error.message });
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
    const clientMessage = error.code ? clientErrorMessages[error.code] : undefined;
    if (clientMessage) {
      return reply.status(error.statusCode ?? 400).send({ code: ApiCode.REQUIRED_PARAMETER, message: clientMessage });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: ApiCode.REQUIRED_PARAMETER, message: '잘못된 요청입니다.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: ApiCode.DEFAULT_ERROR, message: 'unknown error' });
  });
});
