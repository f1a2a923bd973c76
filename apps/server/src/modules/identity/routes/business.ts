import { ApiCode, emptyAnswer, validateBusinessNumber } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { findBusinessRequest, upsertBusinessRequest } from '../queries/business';
import { businessAnswer, businessBody } from '../schemas';
import { memberOf, requireMember } from '../visitor';

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  app.post(
    '/mypage/v1/business',
    { schema: { tags: ['mypage'], summary: '사업자 회원 전환 신청', body: businessBody, response: { 200: emptyAnswer } } },
    async (request) => {
      const { memberId } = memberOf(request);
      if (!validateBusinessNumber(request.body.bizNo)) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '사업자등록번호가 올바르지 않습니다.', 400);
      const current = await findBusinessRequest(app.db, memberId);
      if (current?.status === 'APPROVED') throw new ApiError(ApiCode.ACCOUNT_EXISTS, '이미 사업자 회원입니다.');
      await upsertBusinessRequest(app.db, memberId, { ...request.body, bizNo: request.body.bizNo.replace(/-/g, '') }, app.clock.now());
      return ok();
    },
  );

  app.get(
    '/mypage/v1/business',
    { schema: { tags: ['mypage'], summary: '사업자 회원 전환 신청 내역', response: { 200: businessAnswer } } },
    async (request) => {
      const found = await findBusinessRequest(app.db, memberOf(request).memberId);
      return ok({
        business: found ? { ...found, requestedAt: found.requestedAt.toISOString(), decidedAt: found.decidedAt?.toISOString() ?? null } : null,
      });
    },
  );
};
