import { z } from 'zod';
import { sandboxCredentials } from './modes';
import { oauthSandboxPlugin, tokenRequestFields } from './oauth-sandbox';

const tokenParams = z.object({
  ...tokenRequestFields,
  state: z.string().max(2000).optional(),
});

/** Naver Login as documented: /oauth2.0/authorize, /oauth2.0/token (GET or POST), /v1/nid/me. */
export const naverSandbox = oauthSandboxPlugin(
  sandboxCredentials.naver,
  {
    name: '네이버',
    stateKind: 'naver',
    authorizePath: '/oauth2.0/authorize',
    approvePath: '/oauth2.0/approve',
    stateRequired: true,
    invalidAuthorize: { error: 'invalid_request', error_description: 'client_id, redirect_uri, state or response_type is wrong' },
    deniedDescription: 'Canceled By User',
  },
  (app, sandbox) => {
    const hide = { hide: true };

    const token = async (params: z.infer<typeof tokenParams>) => {
      const { grant_type: grantType, client_id: clientId, client_secret: clientSecret, code } = params;
      const accessToken = grantType === 'authorization_code' && clientId && code ? await sandbox.exchange(code, clientId, clientSecret) : undefined;
      // Naver answers token errors with HTTP 200 and an error field.
      if (!accessToken) return { error: 'invalid_request', error_description: 'no valid data in session' };
      return { access_token: accessToken, refresh_token: accessToken.split('').reverse().join(''), token_type: 'bearer', expires_in: '3600' };
    };
    app.get('/oauth2.0/token', { schema: { ...hide, querystring: tokenParams } }, async (request) => token(request.query));
    app.post('/oauth2.0/token', { schema: { ...hide, querystring: tokenParams, body: tokenParams.optional() } }, async (request) =>
      token({ ...request.query, ...request.body }),
    );

    app.get('/v1/nid/me', { schema: hide }, async (request, reply) => {
      const person = await sandbox.personFor(request.headers.authorization);
      if (!person) return reply.status(401).send({ resultcode: '024', message: 'Authentication failed' });
      return {
        resultcode: '00',
        message: 'success',
        response: { id: `naver-${person.key}`, email: person.email, nickname: person.nickName, name: person.name, mobile: person.mobile },
      };
    });
  },
);
