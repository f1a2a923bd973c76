import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/errors';
import { sendJson } from '../../core/http/reply';
import { listAllCodes } from './queries';
import { codeListAnswer } from './schemas';

/** What a writer of codes reports once committed (app.caches.changed); today only the seed writes them. */
export const CODE_CHANGE = 'code.list';

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is kept serialized: validating and stringifying ~100 codes on every call
  // would cost more than the rest of the request. The schema still documents it (OpenAPI),
  // and codeListAnswer.parse checks it once per refresh. The TTL bounds a change made
  // outside this server (the seed command).
  const answers = app.caches.define<string>({ name: 'code.all', ttlMs: 60_000, max: 1, topics: [CODE_CHANGE] });

  app.get(
    '/code/v1/all/list',
    { schema: { tags: ['code'], summary: '공통 코드 전체 목록', response: { 200: codeListAnswer } } },
    async (_request, reply) => {
      const json = await answers.get('all', async () => JSON.stringify(codeListAnswer.parse(ok({ codeList: await listAllCodes(app.db) }))));
      return sendJson(reply.header('cache-control', 'public, max-age=90'), json);
    },
  );
};
