import { businessMemberParams, businessRequestPageView, businessRequestsQuery, businessRequestView, type BusinessRequestView, rejectBusinessRequest } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { listBusinessRequests } from '../../identity';
import { auditActor } from '../audit';
import { personalDataView, type PersonalDataView, type PersonalRead } from '../personal-data';
import { decideBusinessRequest, withRejectReasons } from './decisions';

const tags = ['admin'];
const decideLimit = { name: 'staff-business-decide', perIp: 600, windowMs: 10 * MINUTE };

/** The applicant (the member and the company's representative) as the staff member may see them. */
const shownApplicant = (view: BusinessRequestView, personal: PersonalDataView): BusinessRequestView => ({
  ...view,
  memberName: view.memberName && personal.name(view.memberName),
  memberEmail: personal.email(view.memberEmail),
  ceoName: personal.name(view.ceoName),
});
const applicantsRead = (memberIds: readonly number[]): PersonalRead => ({ targetType: 'business_request', ids: memberIds, fields: ['name', 'email'], purpose: '사업자 회원 심사' });

/** A decision's answer: the request as decided, masked or whole and logged like the list. */
async function decided(request: FastifyRequest, view: BusinessRequestView) {
  const personal = personalDataView(request);
  await personal.recordRead(applicantsRead([view.memberId]));
  return ok(shownApplicant(view, personal));
}

/** Business-member requests, for staff holding 'members': /api/admin/v1/business. */
export const businessConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, summary: '사업자 회원 전환 신청 목록 (상태별)', querystring: businessRequestsQuery, response: { 200: answerOf(businessRequestPageView) } } },
    async (request) => {
      const { status, page, size } = request.query;
      const { rows, total } = await listBusinessRequests(app.db, status, { offset: (page - 1) * size, limit: size });
      const personal = personalDataView(request);
      await personal.recordRead(applicantsRead(rows.map((row) => row.memberId)));
      return ok({ list: (await withRejectReasons(app.db, rows)).map((view) => shownApplicant(view, personal)), total, page, size });
    },
  );

  app.post(
    '/:memberId/approve',
    { config: { requestLimit: decideLimit }, schema: { tags, summary: '사업자 회원 승인 (authNo 17)', params: businessMemberParams, response: { 200: answerOf(businessRequestView) } } },
    async (request) => decided(request, await decideBusinessRequest(app.db, auditActor(request), request.params.memberId, { kind: 'approve' })),
  );

  app.post(
    '/:memberId/reject',
    {
      config: { requestLimit: decideLimit },
      schema: { tags, summary: '사업자 회원 반려 (사유와 함께)', params: businessMemberParams, body: rejectBusinessRequest, response: { 200: answerOf(businessRequestView) } },
    },
    async (request) => decided(request, await decideBusinessRequest(app.db, auditActor(request), request.params.memberId, { kind: 'reject', reason: request.body.reason })),
  );
};
