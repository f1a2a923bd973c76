import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from './form-body';
import { sandboxCredentials } from './modes';
import { OAuthSandbox, approveQuery, authorizeQuery, ownRedirectUri } from './oauth-sandbox';

const tokenBody = z.object({
  grant_type: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  redirect_uri: z.string().max(1000).optional(),
  code: z.string().max(200).optional(),
});

/** Kakao Login as documented: /oauth/authorize, /oauth/token, /v2/user/me. */
export const kakaoSandbox: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const sandbox = new OAuthSandbox(sandboxCredentials.kakao, { provider: '카카오', approvePath: '/sandbox/kakao/oauth/approve' });
  const hide = { hide: true };
  // Facing the network (plugins/sandbox-gate.ts): the consent page and its answer are the
  // shopper's own sign-in window, open to anyone, and list only the fixed test people; the
  // token and profile calls are the shop server's and stay with this machine or the token.
  const shopperFacing = { shopperFacing: true } as const;

  app.get('/oauth/authorize', { schema: { ...hide, querystring: authorizeQuery }, config: shopperFacing }, async (request, reply) => {
    const { query } = request;
    if (query.client_id !== sandbox.client.clientId || query.response_type !== 'code' || !ownRedirectUri(request, query.redirect_uri)) {
      return reply.status(400).send({ error: 'invalid_request', error_description: 'client_id, redirect_uri or response_type is wrong', error_code: 'KOE006' });
    }
    return reply.type('text/html; charset=utf-8').send(sandbox.consentPage(query));
  });

  app.get('/oauth/approve', { schema: { ...hide, querystring: approveQuery }, config: shopperFacing }, async (request, reply) => {
    const target = ownRedirectUri(request, request.query.redirect_uri);
    if (!target || request.query.client_id !== sandbox.client.clientId) return reply.status(400).send({ error: 'invalid_request' });
    if (request.query.state) target.searchParams.set('state', request.query.state);
    if (request.query.cancel) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'User denied access');
      return reply.redirect(target.toString(), 302);
    }
    const code = sandbox.issueCode(request.query);
    if (!code) return reply.status(400).type('text/html; charset=utf-8').send(sandbox.consentPage(request.query));
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/oauth/token', { schema: { ...hide, body: tokenBody } }, async (request, reply) => {
    const { grant_type: grantType, client_id: clientId, client_secret: clientSecret, redirect_uri: redirectUri, code } = request.body;
    const token = grantType === 'authorization_code' && clientId && code && redirectUri ? sandbox.exchange(code, clientId, clientSecret, redirectUri) : undefined;
    if (!token) return reply.status(400).send({ error: 'invalid_grant', error_description: 'authorization code not found', error_code: 'KOE320' });
    return { token_type: 'bearer', access_token: token, expires_in: 3600, refresh_token: token.split('').reverse().join(''), refresh_token_expires_in: 86400, scope: 'account_email profile_nickname' };
  });

  app.get('/v2/user/me', { schema: hide }, async (request, reply) => {
    const person = sandbox.personFor(request.headers.authorization);
    if (!person) return reply.status(401).send({ msg: 'this access token does not exist', code: -401 });
    return {
      id: Number(person.key),
      connected_at: new Date().toISOString(),
      properties: { nickname: person.nickName },
      kakao_account: { profile: { nickname: person.nickName }, has_email: true, is_email_valid: true, is_email_verified: true, email: person.email },
    };
  });
};
