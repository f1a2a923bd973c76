import { z } from 'zod';
import { sandboxCredentials } from './modes';
import { oauthSandboxPlugin, tokenRequestFields } from './oauth-sandbox';

const tokenBody = z.object({
  ...tokenRequestFields,
  redirect_uri: z.string().max(1000).optional(),
});

/** Kakao Login as documented: /oauth/authorize, /oauth/token, /v2/user/me. */
export const kakaoSandbox = oauthSandboxPlugin(
  sandboxCredentials.kakao,
  {
    name: '카카오',
    stateKind: 'kakao',
    authorizePath: '/oauth/authorize',
    approvePath: '/oauth/approve',
    stateRequired: false,
    invalidAuthorize: { error: 'invalid_request', error_description: 'client_id, redirect_uri or response_type is wrong', error_code: 'KOE006' },
    deniedDescription: 'User denied access',
  },
  (app, sandbox) => {
    const hide = { hide: true };

    app.post('/oauth/token', { schema: { ...hide, body: tokenBody } }, async (request, reply) => {
      const { grant_type: grantType, client_id: clientId, client_secret: clientSecret, redirect_uri: redirectUri, code } = request.body;
      const token = grantType === 'authorization_code' && clientId && code && redirectUri ? await sandbox.exchange(code, clientId, clientSecret, redirectUri) : undefined;
      if (!token) return reply.status(400).send({ error: 'invalid_grant', error_description: 'authorization code not found', error_code: 'KOE320' });
      return { token_type: 'bearer', access_token: token, expires_in: 3600, refresh_token: token.split('').reverse().join(''), refresh_token_expires_in: 86400, scope: 'account_email profile_nickname' };
    });

    app.get('/v2/user/me', { schema: hide }, async (request, reply) => {
      const person = await sandbox.personFor(request.headers.authorization);
      if (!person) return reply.status(401).send({ msg: 'this access token does not exist', code: -401 });
      return {
        id: Number(person.key),
        connected_at: new Date().toISOString(),
        properties: { nickname: person.nickName },
        kakao_account: { profile: { nickname: person.nickName }, has_email: true, is_email_valid: true, is_email_verified: true, email: person.email },
      };
    });
  },
);
