import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { ProviderError } from '../providers/http';
import { grantDormantRelease } from '../dormancy';
import { insertTicket, linkedMember, takeTicket } from '../queries/social';
import { authorizeQuery, callbackQuery, channelParams, socialLoginAnswer, socialLoginBody } from '../schemas';
import { randomToken, sha256 } from '../secrets';
import { openSession } from '../sign-in';
import { readAuthorizeParams } from '../authorize-params';
import { acceptState, issueState } from '../social-state';
import { statusRefusal } from '../account-status';
import type { IdentityDeps } from './deps';

/** The social sign-in hand-over token lives this long and serves once. */
const TICKET_LIFETIME_MS = 10 * 60 * 1000;

export const socialRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (app, { deps }) => {
  const origin = (protocol: string, host: string) => deps.settings.publicOrigin ?? `${protocol}://${host}`;

  app.get(
    '/oauth/v1/:channel/authorize',
    { schema: { tags: ['identity'], summary: '소셜 로그인 시작 (제공자로 이동)', params: channelParams, querystring: authorizeQuery } },
    async (request, reply) => {
      const { channel } = request.params;
      const siteOrigin = origin(request.protocol, request.host);
      const params = readAuthorizeParams(request.query, siteOrigin);
      if (!params) {
        throw new ApiError(ApiCode.REQUIRED_PARAMETER, '잘못된 요청 값입니다: callbackUrl·redirectUrl은 사이트 안의 주소만, authType은 auth·signin·join만 쓸 수 있습니다.', 400);
      }
      const redirectUri = `${siteOrigin}/api/oauth/v1/${channel}/callback`;
      const state = issueState(request, reply, { channel, authType: params.authType, redirectUrl: params.redirectUrl, redirectUri });
      return reply.redirect(deps.providers[channel].authorizeUrl(redirectUri, state), 302);
    },
  );

  app.get(
    '/oauth/v1/:channel/callback',
    { schema: { tags: ['identity'], summary: '소셜 로그인 제공자에서 돌아오는 주소', params: channelParams, querystring: callbackQuery } },
    async (request, reply) => {
      const { channel } = request.params;
      const fail = (reason: string) => reply.redirect(`/auth/callback?${new URLSearchParams({ channel, error: reason })}`, 302);
      const state = request.query.state ? acceptState(request, reply, channel, request.query.state) : undefined;
      if (!state) return fail('invalid_state');
      if (request.query.error || !request.query.code) return fail(request.query.error === 'access_denied' ? 'cancelled' : 'provider_error');
      try {
        const profile = await deps.providers[channel].profileFor(request.query.code, request.query.state!, state.redirectUri);
        const authToken = randomToken();
        await insertTicket(app.db, sha256(authToken), profile, new Date(app.clock.now().getTime() + TICKET_LIFETIME_MS));
        const query = new URLSearchParams({ authType: state.authType, authToken, channel, redirectUrl: state.redirectUrl });
        return reply.redirect(`/auth/callback?${query}`, 302);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error, channel }, 'social sign-in provider failed');
        return fail('provider_error');
      }
    },
  );

  app.post(
    '/membership/v1/login/social',
    { schema: { tags: ['identity'], summary: '소셜 로그인', body: socialLoginBody, response: { 200: socialLoginAnswer } } },
    async (request, reply) => {
      const { authToken, channel, autoLogin } = request.body;
      if (!authToken) throw new ApiError(ApiCode.DEFAULT_ERROR, '소셜 로그인 정보(authToken)가 없습니다.');
      const now = app.clock.now();
      const ticket = await takeTicket(app.db, sha256(authToken), channel, now);
      if (!ticket) throw new ApiError(ApiCode.TOKEN_NOT_EQUAL, '소셜 로그인 정보가 만료되었습니다. 다시 시도해 주세요.');
      const linked = await linkedMember(app.db, channel, ticket.providerUserId);
      if (linked) {
        // The provider's sign-in proves the account as the right password does (routes/session.ts).
        if (linked.status === 'DORMANT') grantDormantRelease(request, reply, linked.memberId);
        const refusal = statusRefusal(linked.status);
        if (refusal) throw refusal;
        return ok(await openSession(request, reply, linked.memberId, autoLogin === 'Y', {}, 'SOCIAL'));
      }
      // Not linked yet: a fresh single-use token carries the provider account into sign-up.
      const socialToken = randomToken();
      await insertTicket(app.db, sha256(socialToken), ticket, new Date(now.getTime() + TICKET_LIFETIME_MS * 3));
      return { code: ApiCode.USER_NOT_EXIST, message: '가입되지 않은 계정입니다. 회원가입 후 이용해 주세요.', data: { email: ticket.email, nickName: ticket.nickName, socialToken } };
    },
  );
};
