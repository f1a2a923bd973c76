import { showroomFactsListView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { showroomFacts } from './facts';

/** As the office pages: staff edit offices rarely, a minute in shared caches is harmless. */
const PUBLIC_CACHE = 'public, max-age=60';

/** The offices' address and hours in a few words, for the footer every page shows. */
export const showroomFactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/showroom/v1/facts',
    { schema: { tags: ['showroom'], summary: '쇼룸 주소와 운영 시간 요약 (푸터, 홈 안내와 같은 내용)', response: { 200: answerOf(showroomFactsListView) } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ok({ list: await showroomFacts(app.db) });
    },
  );
};
