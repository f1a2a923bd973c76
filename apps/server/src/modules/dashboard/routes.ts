import { dashboardQuery, dashboardView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { consoleSection } from '../staff';
import { dashboardOf } from './dashboard';

const tags = ['admin'];

/** GET /api/admin/v1/dashboard (pinned): the console's home, for the shop's operators (ADMIN, OPERATOR). */
const dashboardConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, summary: '대시보드: 오늘·최근 7일·30일 주문과 매출, 처리할 일, 많이 팔린 상품', querystring: dashboardQuery, response: { 200: answerOf(dashboardView) } } },
    async () => ok(await dashboardOf(app.db, app.clock.now())),
  );
};

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleSection({ feature: 'dashboard', right: 'orders' }, dashboardConsoleRoutes));
};
