import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from './form-body';
import { ownUrl } from './own-url';
import { sandboxCredentials } from './modes';
import { certifyFormPage, popupResultPage, popupScript } from './portone-page';
import { portonePaymentSandbox } from './portone-pay';
import { PortoneSandboxStore } from './portone-store';

const birthday = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const personFields = {
  merchant_uid: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(30),
  phone: z.string().regex(/^[0-9-]{10,13}$/),
  birthday,
  gender: z.enum(['male', 'female']),
};
const tokenBody = z.object({ imp_key: z.string().max(200).optional(), imp_secret: z.string().max(200).optional() });
const certifyQuery = z.object({ merchant_uid: z.string().min(1).max(200), m_redirect_url: z.string().max(1000).optional() });
const submitQuery = z.object({
  merchant_uid: z.string().min(1).max(200),
  m_redirect_url: z.string().max(1000).optional(),
  cancel: z.string().max(10).optional(),
  name: z.string().max(100).optional(),
  phone: z.string().max(100).optional(),
  birthday: z.string().max(100).optional(),
  gender: z.string().max(20).optional(),
});

/** PortOne v1 (iamport) identity verification as documented, plus a form page to play the person; payments share its tokens (portone-pay.ts). */
export const portoneSandbox: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const store = new PortoneSandboxStore(app.db);
  const hide = { hide: true };
  const failure = (message: string) => ({ code: -1, message, response: null });
  // Facing the network (plugins/sandbox-gate.ts), the verification window (certify, its submit
  // and script) is open: it is the shopper's own, as PortOne's page is, and answers only to the
  // person typed into it. The REST API is closed to all but this machine and the token: its
  // credentials are public (sandboxCredentials), so anyone could read certified people.
  const shopperFacing = { shopperFacing: true } as const;

  app.post('/users/getToken', { schema: { ...hide, body: tokenBody } }, async (request, reply) => {
    const { impKey, impSecret } = sandboxCredentials.portone;
    if (request.body.imp_key !== impKey || request.body.imp_secret !== impSecret) {
      return reply.status(401).send(failure('imp_key, imp_secret 파라미터가 올바르지 않습니다.'));
    }
    return { code: 0, message: null, response: await store.issueToken() };
  });

  app.get('/certifications/:imp_uid', { schema: { ...hide, params: z.object({ imp_uid: z.string().max(200) }) } }, async (request, reply) => {
    if (!(await store.tokenIsValid(request.headers.authorization))) return reply.status(401).send(failure('Unauthorized'));
    const found = await store.find(request.params.imp_uid);
    if (!found) return reply.status(404).send(failure('존재하지 않는 인증건입니다.'));
    return { code: 0, message: null, response: found };
  });

  // For automated tests: makes a certification without the page (closed on the network with the REST API).
  app.post(
    '/certifications',
    { schema: { ...hide, body: z.object({ ...personFields, certified: z.boolean().optional() }) } },
    async (request) => ({ code: 0, message: null, response: { imp_uid: (await store.certify(request.body)).imp_uid } }),
  );

  app.get('/certify', { schema: { ...hide, querystring: certifyQuery }, config: shopperFacing }, async (request, reply) => {
    const { merchant_uid: merchantUid, m_redirect_url: redirectUrl } = request.query;
    if (redirectUrl && !ownUrl(request, redirectUrl)) return reply.status(400).send(failure('m_redirect_url must be on this site'));
    return reply.type('text/html; charset=utf-8').send(certifyFormPage(merchantUid, redirectUrl));
  });

  app.get('/certify/submit', { schema: { ...hide, querystring: submitQuery }, config: shopperFacing }, async (request, reply) => {
    const { merchant_uid: merchantUid, m_redirect_url: redirectUrl, cancel } = request.query;
    const target = redirectUrl ? ownUrl(request, redirectUrl) : undefined;
    if (redirectUrl && !target) return reply.status(400).send(failure('m_redirect_url must be on this site'));
    let result: { imp_uid: string; merchant_uid: string; success: boolean; error_msg?: string };
    if (cancel) {
      result = { imp_uid: '', merchant_uid: merchantUid, success: false, error_msg: '사용자가 본인인증을 취소했습니다.' };
    } else {
      const person = z.object(personFields).safeParse(request.query);
      if (!person.success) {
        return reply.status(400).type('text/html; charset=utf-8').send(certifyFormPage(merchantUid, redirectUrl, '입력한 정보를 확인해 주세요.'));
      }
      result = { imp_uid: (await store.certify(person.data)).imp_uid, merchant_uid: merchantUid, success: true };
    }
    if (!target) return reply.type('text/html; charset=utf-8').send(popupResultPage(result));
    for (const [key, value] of Object.entries(result)) if (value !== undefined) target.searchParams.set(key, String(value));
    return reply.redirect(target.toString(), 302);
  });

  await app.register(portonePaymentSandbox, { tokens: store });

  app.get('/certify-popup.js', { schema: hide, config: shopperFacing }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupScript),
  );
};
