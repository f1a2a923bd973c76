import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, type Success } from '../../core/errors';
import { listAllCodes } from './queries';
import { codeListAnswer, type CommonCode } from './schemas';

/** Reference codes change only with a deploy or seed, so a short in-process cache is safe. */
const CACHE_MS = 30_000;

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; body: Success<{ codeList: CommonCode[] }> } | undefined;

  app.get(
    '/code/v1/all/list',
    { schema: { tags: ['code'], summary: '공통 코드 전체 목록', response: { 200: codeListAnswer } } },
    async (_request, reply) => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        cached = { at: Date.now(), body: ok({ codeList: await listAllCodes(app.db) }) };
      }
      reply.header('cache-control', 'public, max-age=90');
      return cached.body;
    },
  );
};
