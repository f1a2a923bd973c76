import { alarmReasons, ApiCode, consentsView, consentChanges, currentConsents, isBusinessMember, mypageCommonView, mypageHomeView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ApiError, ok } from '../../core/http/errors';
import { consentHistory, findProfile, memberIdOf, memberOf, requireMember } from '../identity';
import { memberOrderCounts } from '../order';
import { glancesOf, type Glances } from './glances';
import { productHistoryRoutes } from './history-routes';
import { memberCartHasLines } from '../cart';

const tags = ['mypage'];
const NO_STORE = 'no-store';

const sessionGone = () => new ApiError(ApiCode.TOKEN_NOT_EQUAL, '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.', 403);

const reasonsOf = ({ benefits, inquiries }: Glances) =>
  alarmReasons({ answeredUnread: inquiries.answeredUnread, expiringCouponCount: benefits.expiringCouponCount, expiringPoints: benefits.expiringPoints });

/** My page home, the header's alarm flags, marketing consents with their times, recently viewed products. */
export const mypageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mypage/v1/home',
    { preHandler: requireMember, schema: { tags, summary: '마이페이지 홈 (인사, 회원 구분, 주문 현황, 쿠폰·적립금, 후기·문의)', response: { 200: answerOf(mypageHomeView) } } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const now = app.clock.now();
      const [profile, orders, glances] = await Promise.all([findProfile(app.db, memberId), memberOrderCounts(app.db, memberId, now), glancesOf(app.db, memberId, now)]);
      if (!profile) throw sessionGone();
      reply.header('cache-control', NO_STORE);
      return ok({
        greetingName: profile.nickName ?? profile.name ?? '회원',
        membership: isBusinessMember(profile.authNo) ? ('BUSINESS' as const) : ('GENERAL' as const),
        orders,
        ...glances,
        alarms: reasonsOf(glances),
      });
    },
  );

  app.get(
    '/mypage/v1/home/common',
    {
      schema: {
        tags,
        summary: '헤더 알림 (장바구니, 마이페이지)',
        description: '모든 화면의 헤더가 부르는 호출이라, 비회원(또는 만료된 세션)에게는 403 대신 두 알림 모두 false로 답한다.',
        response: { 200: answerOf(mypageCommonView) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const memberId = await memberIdOf(request);
      if (memberId === undefined) return ok({ cartAlarm: false, mypageAlarm: false });
      const [cartAlarm, glances] = await Promise.all([memberCartHasLines(app.db, memberId), glancesOf(app.db, memberId, app.clock.now())]);
      return ok({ cartAlarm, mypageAlarm: reasonsOf(glances).length > 0 });
    },
  );

  app.get(
    '/mypage/v1/profile/consents',
    { preHandler: requireMember, schema: { tags, summary: '마케팅 수신 동의 현황과 변경 이력 (변경 시각 포함)', response: { 200: answerOf(consentsView) } } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const [profile, history] = await Promise.all([findProfile(app.db, memberId), consentHistory(app.db, memberId)]);
      if (!profile) throw sessionGone();
      const records = history.map((record) => ({ type: record.type, agreed: record.agreed, recordedAt: record.recordedAt.toISOString() }));
      reply.header('cache-control', NO_STORE);
      return ok({
        consents: currentConsents(records, { marketingSms: profile.marketingSms, marketingEmail: profile.marketingEmail }),
        changes: consentChanges(records).reverse(),
      });
    },
  );

  await app.register(productHistoryRoutes);
};
