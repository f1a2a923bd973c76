import {
  adminMemberParams, adminMemberView, memberPersonalView, memberPointsRequest, memberRevealRequest, memberSuspendRequest, memberUnsuspendRequest,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { MINUTE } from '../../core/security/rate-limit/request-limit';
import { consoleSection, requireRight } from '../staff';
import { memberPage } from './member-page';
import { memberSearchRoutes } from './search-routes';
import { addPoints, revealMember, suspend, unsuspend } from './staff-actions';

const tags = ['admin'];
// Operators look members up all day; the limits only stop a runaway script or a stolen
// session from walking every member's data or ledger.
const revealLimit = { requestLimit: { name: 'console-member-reveal', perIp: 300, windowMs: 10 * MINUTE } };
const writeLimit = { requestLimit: { name: 'console-member-write', perIp: 1_000, windowMs: 10 * MINUTE } };

/**
 * /api/admin/v1/members/{memberId}… (issue 28): a member's page (right 'members'), the reveal
 * of their personal data (also 'members.personal'), points given or taken back, and
 * suspension. The masked search GET /api/admin/v1/members (search-routes.ts) is open to
 * promotions staff too, who pick the members they issue coupons to with it and see nothing
 * else of members; these are not.
 */
const memberConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = (memberId: number) => memberPage(app.db, memberId, app.clock.now());

  app.get(
    '/:memberId',
    { schema: { tags, summary: '회원 상세 (개인정보는 가려서): 상태, 주문·클레임·적립금·쿠폰·문의·쇼룸 예약', params: adminMemberParams, response: { 200: answerOf(adminMemberView) } } },
    async (request) => ok(await page(request.params.memberId)),
  );

  app.post(
    '/:memberId/reveal',
    {
      // Before the body is read, as the section's own guard: without the right, a malformed
      // reason tells nothing.
      preValidation: requireRight('members', 'members.personal'),
      config: revealLimit,
      schema: { tags, summary: '회원 개인정보 보기 (사유를 남기고; 감사 로그에 기록)', params: adminMemberParams, body: memberRevealRequest, response: { 200: answerOf(memberPersonalView) } },
    },
    async (request) => ok(await revealMember(request, request.params.memberId, request.body.reason)),
  );

  app.post(
    '/:memberId/points',
    { config: writeLimit, schema: { tags, summary: '적립금 지급·차감 (사유와 함께; 잔액 아래로는 차감하지 않음)', params: adminMemberParams, body: memberPointsRequest, response: { 200: answerOf(adminMemberView) } } },
    async (request) => {
      await addPoints(request, request.params.memberId, request.body);
      return ok(await page(request.params.memberId));
    },
  );

  app.post(
    '/:memberId/suspend',
    { config: writeLimit, schema: { tags, summary: '회원 이용 정지 (로그인 중인 세션을 모두 끝냄)', params: adminMemberParams, body: memberSuspendRequest, response: { 200: answerOf(adminMemberView) } } },
    async (request) => {
      await suspend(request, request.params.memberId, request.body);
      return ok(await page(request.params.memberId));
    },
  );

  app.post(
    '/:memberId/unsuspend',
    { config: writeLimit, schema: { tags, summary: '회원 이용 정지 해제', params: adminMemberParams, body: memberUnsuspendRequest, response: { 200: answerOf(adminMemberView) } } },
    async (request) => {
      await unsuspend(request, request.params.memberId, request.body.reason ?? null);
      return ok(await page(request.params.memberId));
    },
  );
};

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleSection({ feature: 'members', right: ['members', 'promotions'] }, memberSearchRoutes));
  await app.register(consoleSection({ feature: 'members', right: 'members' }, memberConsoleRoutes));
};
