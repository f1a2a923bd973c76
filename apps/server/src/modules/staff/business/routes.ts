import { businessMemberParams, businessRequestPageView, businessRequestsQuery, businessRequestView, rejectBusinessRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/errors';
import { MINUTE } from '../../../core/rate-limit/request-limit';
import { listBusinessRequests } from '../../identity';
import { auditActor } from '../audit';
import { decideBusinessRequest, withRejectReasons } from './decisions';

const tags = ['admin'];
const decideLimit = { name: 'staff-business-decide', perIp: 600, windowMs: 10 * MINUTE };

/** Business-member requests, for every staff role: /api/admin/v1/business. */
export const businessConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, summary: '사업자 회원 전환 신청 목록 (상태별)', querystring: businessRequestsQuery, response: { 200: answerOf(businessRequestPageView) } } },
    async (request) => {
      const { status, page, size } = request.query;
      const { rows, total } = await listBusinessRequests(app.db, status, { offset: (page - 1) * size, limit: size });
      return ok({ list: await withRejectReasons(app.db, rows), total, page, size });
    },
  );

  app.post(
    '/:memberId/approve',
    { config: { requestLimit: decideLimit }, schema: { tags, summary: '사업자 회원 승인 (authNo 17)', params: businessMemberParams, response: { 200: answerOf(businessRequestView) } } },
    async (request) => ok(await decideBusinessRequest(app.db, auditActor(request), request.params.memberId, { kind: 'approve' })),
  );

  app.post(
    '/:memberId/reject',
    {
      config: { requestLimit: decideLimit },
      schema: { tags, summary: '사업자 회원 반려 (사유와 함께)', params: businessMemberParams, body: rejectBusinessRequest, response: { 200: answerOf(businessRequestView) } },
    },
    async (request) => ok(await decideBusinessRequest(app.db, auditActor(request), request.params.memberId, { kind: 'reject', reason: request.body.reason })),
  );
};
