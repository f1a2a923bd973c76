import { ApiCode, emptyAnswer } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { MINUTE, tooManyRequests } from '../../../core/security/rate-limit/request-limit';
import { grantDormantRelease, releaseDormant } from '../dormancy';
import { passwordMatches } from '../passwords';
import { findAccountByEmail } from '../queries/members';
import { touchActivity } from '../queries/activity';
import { extendSession, revokeSessionByTokens } from '../queries/sessions';
import { dormantReleaseBody, loginBody, tokensAnswer } from '../schemas';
import { sha256 } from '../secrets';
import { clearSessionCookies, readTokens, setSessionCookies } from '../session-cookies';
import { SESSION_LIFETIME_MS, openSession } from '../sign-in';
import { checkSession } from '../visitor';
import { noSuchUser, statusRefusal } from '../account-status';
import type { IdentityDeps } from './deps';

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    '/membership/v1/login',
    { schema: { tags: ['identity'], summary: '로그인', body: loginBody, response: { 200: tokensAnswer } } },
    async (request, reply) => {
      const { email, password, autoLogin, ...device } = request.body;
      // Counted as a failure from here on, unless the password turns out right.
      const blockedFor = await deps.limiter.admit(email, request.ip);
      if (blockedFor !== undefined) throw tooManyRequests(reply, blockedFor, '로그인 시도 횟수를 초과했습니다.');
      const account = await findAccountByEmail(app.db, email);
      if (!account) throw noSuchUser();
      if (!(await passwordMatches(account.passwordHash, password))) throw new ApiError(ApiCode.WRONG_PASSWORD, '아이디 또는 비밀번호가 일치하지 않습니다.');
      await deps.limiter.succeeded(email, request.ip);
      // The right password on a dormant account: the person may now verify and come back.
      if (account.status === 'DORMANT') grantDormantRelease(request, reply, account.memberId);
      const refusal = statusRefusal(account.status);
      if (refusal) throw refusal;
      return ok(await openSession(request, reply, account.memberId, autoLogin === 'Y', device));
    },
  );

  app.post(
    '/membership/v1/dormant/release',
    {
      // Each try spends a fresh verification, which has its own limits.
      config: { requestLimit: { name: 'dormant-release', perIp: 20, windowMs: 10 * MINUTE } },
      schema: { tags: ['identity'], summary: '휴면 해제 (로그인 후 본인인증)', body: dormantReleaseBody, response: { 200: tokensAnswer } },
    },
    async (request, reply) => ok(await releaseDormant(request, reply, request.body.certifyNo)),
  );

  app.post(
    '/oauth/v1/token/check',
    { schema: { tags: ['identity'], summary: '로그인 토큰 확인 및 연장', response: { 200: emptyAnswer } } },
    async (request, reply) => {
      const check = await checkSession(request);
      if (check.status === 'none') throw new ApiError(ApiCode.NO_ACCESS_TOKEN, '로그인이 필요합니다.');
      if (check.status === 'invalid') {
        clearSessionCookies(request, reply);
        throw new ApiError(ApiCode.TOKEN_NOT_EQUAL, '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.');
      }
      const now = app.clock.now();
      await extendSession(app.db, check.member.sessionId, now, new Date(now.getTime() + SESSION_LIFETIME_MS));
      await touchActivity(app.db, check.member.memberId, now);
      const { accessToken, refreshToken } = readTokens(request);
      if (accessToken && refreshToken) setSessionCookies(request, reply, { accessToken, refreshToken }, check.autoLogin);
      return ok();
    },
  );

  app.post(
    '/membership/v1/logout',
    { schema: { tags: ['identity'], summary: '로그아웃', response: { 200: emptyAnswer } } },
    async (request, reply) => {
      const { accessToken, refreshToken } = readTokens(request);
      await revokeSessionByTokens(
        app.db,
        { accessHash: accessToken ? sha256(accessToken) : undefined, refreshHash: refreshToken ? sha256(refreshToken) : undefined },
        app.clock.now(),
      );
      clearSessionCookies(request, reply);
      return ok();
    },
  );
};
