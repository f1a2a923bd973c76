import { ApiCode, findUnstorableText } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../core/http/errors';

/**
 * Every text a request carries — path parameters, query, JSON body — is storable text
 * (no U+0000, no lone surrogate) before any route sees it: refused here with 400/104
 * naming the field, instead of PostgreSQL failing the query with a 500.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnstorableText(value);
      if (path !== undefined) {
        throw new ApiError(ApiCode.REQUIRED_PARAMETER, `잘못된 요청 값입니다: ${path || where} (허용되지 않는 문자가 있습니다)`, 400);
      }
    }
  });
});
