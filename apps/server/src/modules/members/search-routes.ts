import { adminMemberListView, adminMemberQuery } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { searchMembers } from '../identity';

/**
 * GET /api/admin/v1/members (pinned, issue 27): the masked member search staff pick members
 * with (issuing coupons now, member pages next). Masking happens in identity's query, so this
 * answer cannot hold a whole mobile number or e-mail. On the search pool: every keystroke is
 * answered from an index.
 */
export const memberSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: '회원 검색 (이름·이메일·휴대폰 번호 전체, 휴대폰 끝 4자리, 회원번호; 이름·연락처는 가려서)',
        querystring: adminMemberQuery,
        response: { 200: answerOf(adminMemberListView) },
      },
    },
    async (request) => ok(await searchMembers(app.searchDb, request.query)),
  );
};
