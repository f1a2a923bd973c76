import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from './form-body';
import { sandboxCredentials } from './modes';
import { OAuthSandbox, approveQuery, authorizeQuery, ownRedirectUri } from './oauth-sandbox';

const tokenParams = z.object({
  grant_type: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
  state: z.string().max(2000).optional(),
});

/** Naver Login as documented: /oauth2.0/authorize, /oauth2.0/token (GET or POST), /v1/nid/me. */
export const naverSandbox: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const sandbox = new OAuthSandbox(sandboxCredentials.naver, { provider: '네이버', approvePath: '/sandbox/naver/oauth2.0/approve' });
  const hide = { hide: true };
  // Facing the network, as in kakao.ts: the consent window is open, the server's calls are not.
  const shopperFacing = { shopperFacing: true } as const;

  app.get('/oauth2.0/authorize', { schema: { ...hide, querystring: authorizeQuery }, config: shopperFacing }, async (request, reply) => {
    const { query } = request;
    if (query.client_id !== sandbox.client.clientId || query.response_type !== 'code' || !query.state || !ownRedirectUri(request, query.redirect_uri)) {
      return reply.status(400).send({ error: 'invalid_request', error_description: 'client_id, redirect_uri, state or response_type is wrong' });
    }
    return reply.type('text/html; charset=utf-8').send(sandbox.consentPage(query));
  });

  app.get('/oauth2.0/approve', { schema: { ...hide, querystring: approveQuery }, config: shopperFacing }, async (request, reply) => {
    const target = ownRedirectUri(request, request.query.redirect_uri);
    if (!target || request.query.client_id !== sandbox.client.clientId) return reply.status(400).send({ error: 'invalid_request' });
    target.searchParams.set('state', request.query.state);
    if (request.query.cancel) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'Canceled By User');
      return reply.redirect(target.toString(), 302);
    }
    const code = sandbox.issueCode(request.query);
    if (!code) return reply.status(400).type('text/html; charset=utf-8').send(sandbox.consentPage(request.query));
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });

  const token = (params: z.infer<typeof tokenParams>) => {
    const { grant_type: grantType, client_id: clientId, client_secret: clientSecret, code } = params;
    const accessToken = grantType === 'authorization_code' && clientId && code ? sandbox.exchange(code, clientId, clientSecret) : undefined;
    // Naver answers token errors with HTTP 200 and an error field.
    if (!accessToken) return { error: 'invalid_request', error_description: 'no valid data in session' };
    return { access_token: accessToken, refresh_token: accessToken.split('').reverse().join(''), token_type: 'bearer', expires_in: '3600' };
  };
  app.get('/oauth2.0/token', { schema: { ...hide, querystring: tokenParams } }, async (request) => token(request.query));
  app.post('/oauth2.0/token', { schema: { ...hide, querystring: tokenParams, body: tokenParams.optional() } }, async (request) =>
    token({ ...request.query, ...request.body }),
  );

  app.get('/v1/nid/me', { schema: hide }, async (request, reply) => {
    const person = sandbox.personFor(request.headers.authorization);
    if (!person) return reply.status(401).send({ resultcode: '024', message: 'Authentication failed' });
    return {
      resultcode: '00',
      message: 'success',
      response: { id: `naver-${person.key}`, email: person.email, nickname: person.nickName, name: person.name, mobile: person.mobile },
    };
  });
};
