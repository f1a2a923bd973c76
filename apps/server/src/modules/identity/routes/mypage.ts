import { ApiCode, emptyAnswer } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { HOUR } from '../../../core/security/rate-limit/request-limit';
import { notVerified, usableCertify } from '../join';
import { maskPhone } from '../mask';
import { useCertify } from '../queries/certify';
import { deleteBusinessRequest } from '../queries/business';
import { anonymiseMember, findProfile, recordConsents, updatePhone, updateProfile } from '../queries/members';
import { revokeAllSessions } from '../queries/sessions';
import { unlinkAllSocialAccounts } from '../queries/social';
import { certifyChangeBody, profileAnswer, profilePatchBody, withdrawalBody } from '../schemas';
import { clearSessionCookies } from '../session-cookies';
import { memberOf, requireMember } from '../visitor';

export const mypageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  const profileOf = async (memberId: number) => {
    const profile = await findProfile(app.db, memberId);
    if (!profile) throw new ApiError(ApiCode.TOKEN_NOT_EQUAL, '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.', 403);
    return profile;
  };

  app.get(
    '/mypage/v1/profile',
    { schema: { tags: ['mypage'], summary: '내 정보', response: { 200: profileAnswer } } },
    async (request) => {
      const { uniqueKeyHash: _hidden, phone, ...profile } = await profileOf(memberOf(request).memberId);
      return ok({ profile: { ...profile, phone: maskPhone(phone) } });
    },
  );

  app.put(
    '/mypage/v1/profile',
    { schema: { tags: ['mypage'], summary: '내 정보 수정', body: profilePatchBody, response: { 200: emptyAnswer } } },
    async (request) => {
      const { memberId } = memberOf(request);
      const { marketingSms, marketingEmail } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await updateProfile(trx, memberId, request.body);
        // Marketing consent changes are kept as history with their moment.
        await recordConsents(trx, memberId, {
          ...(marketingSms !== undefined ? { marketingSms } : {}),
          ...(marketingEmail !== undefined ? { marketingEmail } : {}),
        });
      });
      return ok();
    },
  );

  app.post(
    '/mypage/v1/certify/change',
    {
      // A member changes their phone rarely; each try spends a fresh verification.
      config: { requestLimit: { name: 'certify-change', perIp: 10, perMember: 5, windowMs: HOUR } },
      schema: { tags: ['mypage'], summary: '휴대폰 번호 변경 (본인인증)', body: certifyChangeBody, response: { 200: emptyAnswer } },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const profile = await profileOf(memberId);
      const certify = await usableCertify(request, request.body.certifyNo);
      if (certify.uniqueKeyHash !== profile.uniqueKeyHash || !certify.phone) {
        throw new ApiError(ApiCode.IDENTITY_NOT_VERIFIED, '가입하신 분 본인 명의로만 휴대폰 번호를 바꿀 수 있습니다.');
      }
      await app.db.transaction().execute(async (trx) => {
        if (!(await useCertify(trx, request.body.certifyNo, app.clock.now()))) throw notVerified();
        await updatePhone(trx, memberId, certify.phone!);
      });
      return ok();
    },
  );

  app.post(
    '/mypage/v1/withdrawal',
    { schema: { tags: ['mypage'], summary: '회원 탈퇴 (즉시 처리)', body: withdrawalBody, response: { 200: emptyAnswer } } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        await revokeAllSessions(trx, memberId, now);
        await unlinkAllSocialAccounts(trx, memberId);
        await deleteBusinessRequest(trx, memberId);
        await anonymiseMember(trx, memberId, now, request.body.reason || null);
      });
      clearSessionCookies(request, reply);
      return ok();
    },
  );
};
