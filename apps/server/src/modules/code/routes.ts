import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/errors';
import { sendJson } from '../../core/reply';
import { listAllCodes } from './queries';
import { codeListAnswer } from './schemas';

/** Reference codes change only with a deploy or seed, so a short in-process cache is safe. */
const CACHE_MS = 30_000;

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is kept serialized: validating and stringifying ~100 codes on every call
  // would cost more than the rest of the request. The schema still documents it (OpenAPI),
  // and codeListAnswer.parse checks it once per refresh.
  let cached: { at: number; json: string } | undefined;

  app.get(
    '/code/v1/all/list',
    { schema: { tags: ['code'], summary: '공통 코드 전체 목록', response: { 200: codeListAnswer } } },
    async (_request, reply) => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        const body = codeListAnswer.parse(ok({ codeList: await listAllCodes(app.db) }));
        cached = { at: Date.now(), json: JSON.stringify(body) };
      }
      return sendJson(reply.header('cache-control', 'public, max-age=90'), cached.json);
    },
  );
};
