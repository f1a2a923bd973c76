import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverSideUrl } from '../../core/http/self-url';
import { ownUrl } from './own-url';
import { payResultPage, payWindowPage, vbankListPage, type WindowResult } from './portone-pay-page';
import { SandboxPayments, type SandboxPayment } from './portone-payments';
import type { PortoneSandboxStore } from './portone-store';

/** Where PortOne posts its notices by default: the shop's webhook (PortOne's console setting). */
const DEFAULT_NOTICE_PATH = '/api/order/v1/webhook/portone';
const WEBHOOK_RETRY_MS = 1_000;

const uid = z.string().trim().min(1).max(100);
const won = z.coerce.number().int().min(0).max(1_000_000_000);
const windowQuery = z.object({
  pg: z.string().max(60).optional(),
  pay_method: z.string().min(1).max(20),
  merchant_uid: uid,
  name: z.string().max(200).optional(),
  amount: won,
  buyer_name: z.string().max(60).optional(),
  buyer_tel: z.string().max(30).optional(),
  buyer_email: z.string().max(100).optional(),
  buyer_addr: z.string().max(400).optional(),
  buyer_postcode: z.string().max(10).optional(),
  m_redirect_url: z.string().max(1000).optional(),
  notice_url: z.string().max(1000).optional(),
  vbank_due: z.string().max(20).optional(),
  popup: z.string().max(5).optional(),
});
const submitBody = windowQuery.extend({ outcome: z.enum(['paid', 'failed', 'ready', 'cancel']) });
const helperBody = z.object({
  merchant_uid: uid,
  amount: won,
  pay_method: z.string().min(1).max(20),
  outcome: z.enum(['paid', 'failed', 'ready']),
  webhook: z.boolean().optional(),
  notice_url: z.string().max(1000).optional(),
});
const cancelBody = z.object({
  imp_uid: z.string().max(100).optional(),
  merchant_uid: z.string().max(100).optional(),
  amount: z.coerce.number().int().optional(),
  tax_free: z.coerce.number().int().optional(),
  checksum: z.coerce.number().int().optional(),
  reason: z.string().max(200).optional(),
  refund_holder: z.string().max(60).optional(),
  refund_bank: z.string().max(10).optional(),
  refund_account: z.string().max(40).optional(),
});

/** PortOne posts {imp_uid, merchant_uid, status} after a change, once more after a failure, never inside the request. */
function sendNotice(app: FastifyInstance, path: string, payment: SandboxPayment): void {
  const body = JSON.stringify({ imp_uid: payment.imp_uid, merchant_uid: payment.merchant_uid, status: payment.status });
  const deliver = async (attempt: number): Promise<void> => {
    try {
      const response = await fetch(serverSideUrl(app, path), { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) });
      if (!response.ok && attempt === 0) setTimeout(() => void deliver(1), WEBHOOK_RETRY_MS).unref();
    } catch (error) {
      app.log.debug({ err: error, path }, 'sandbox webhook not delivered');
      if (attempt === 0) setTimeout(() => void deliver(1), WEBHOOK_RETRY_MS).unref();
    }
  };
  setImmediate(() => void deliver(0));
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type PaymentKit = ReturnType<typeof paymentKit>;

const hide = { hide: true };
const failure = (message: string) => ({ code: -1, message, response: null });
// Facing the network (plugins/sandbox-gate.ts), only the payment window is open: what a
// shopper's checkout opens, acting on the merchant_uid their browser names, as PortOne's
// real window does. Closed to all but this machine and the token: the REST API (public
// credentials; it reads buyers and cancels payments), the test bank (it lists every open
// virtual account and pays any of them) and the helper that "pays" any order.
const shopperFacing = { shopperFacing: true } as const;

/**
 * PortOne v1 payments as documented (prepare, payments/{imp_uid}, payments/cancel, the
 * webhook), a payment window to play the shopper, a test bank for virtual-account deposits,
 * and helpers for automated tests. Registered inside the PortOne sandbox so both share its tokens.
 */
export const portonePaymentSandbox: FastifyPluginAsyncZod<{ tokens: PortoneSandboxStore }> = async (app, { tokens }) => {
  const kit = paymentKit(app, tokens);
  restApiRoutes(app, kit);
  payWindowRoutes(app, kit);
  testBankRoutes(app, kit);
  paymentHelperRoute(app, kit);
};

/** The sandbox's payments and what its routes share: the token check, the webhook after a change, the notice address. */
function paymentKit(app: App, tokens: PortoneSandboxStore) {
  const payments = new SandboxPayments(app.db);
  const authorized = (request: FastifyRequest) => tokens.tokenIsValid(request.headers.authorization);
  const changed = async (payment: SandboxPayment) => sendNotice(app, (await payments.noticePath(payment.merchant_uid)) ?? DEFAULT_NOTICE_PATH, payment);
  const rememberNotice = async (request: FastifyRequest, merchantUid: string, noticeUrl: string | undefined) => {
    const url = ownUrl(request, noticeUrl);
    if (url) await payments.rememberNotice(merchantUid, url.pathname);
  };
  return { payments, authorized, changed, rememberNotice };
}

/** PortOne's REST API: prepare, look up a prepared amount, a payment, and cancel. */
function restApiRoutes(app: App, { payments, authorized, changed }: PaymentKit) {
  app.post('/payments/prepare', { schema: { ...hide, body: z.object({ merchant_uid: uid, amount: won }) } }, async (request, reply) => {
    if (!(await authorized(request))) return reply.status(401).send(failure('Unauthorized'));
    const { merchant_uid: merchantUid, amount } = request.body;
    if ((await payments.prepare(merchantUid, amount)) === 'taken') return reply.send(failure('이미 등록된 merchant_uid 입니다.'));
    return { code: 0, message: null, response: { merchant_uid: merchantUid, amount } };
  });

  app.get('/payments/prepare/:merchant_uid', { schema: { ...hide, params: z.object({ merchant_uid: uid }) } }, async (request, reply) => {
    if (!(await authorized(request))) return reply.status(401).send(failure('Unauthorized'));
    const amount = await payments.preparedAmount(request.params.merchant_uid);
    if (amount === undefined) return reply.status(404).send(failure('사전등록된 결제정보가 없습니다.'));
    return { code: 0, message: null, response: { merchant_uid: request.params.merchant_uid, amount } };
  });

  app.get('/payments/:imp_uid', { schema: { ...hide, params: z.object({ imp_uid: z.string().max(200) }) } }, async (request, reply) => {
    if (!(await authorized(request))) return reply.status(401).send(failure('Unauthorized'));
    const payment = await payments.find(request.params.imp_uid);
    if (!payment) return reply.status(404).send(failure('존재하지 않는 결제정보입니다.'));
    return { code: 0, message: null, response: payment };
  });

  app.post('/payments/cancel', { schema: { ...hide, body: cancelBody } }, async (request, reply) => {
    if (!(await authorized(request))) return reply.status(401).send(failure('Unauthorized'));
    const body = request.body;
    const payment = body.imp_uid ? await payments.find(body.imp_uid) : body.merchant_uid ? await payments.findByMerchantUid(body.merchant_uid) : undefined;
    const refund = Boolean(body.refund_holder && body.refund_bank && body.refund_account);
    const outcome = payment && (await payments.cancel(payment.imp_uid, { amount: body.amount, checksum: body.checksum, reason: body.reason ?? '', refund }));
    // Gone between the read and the cancel: expired, as PortOne forgets nothing else.
    if (!outcome) return reply.send(failure('취소할 결제건이 존재하지 않습니다.'));
    if (typeof outcome === 'string') return reply.send(failure(outcome));
    if (outcome.status === 'cancelled') await changed(outcome);
    return { code: 0, message: null, response: outcome };
  });
}

function payWindowRoutes(app: App, { payments, changed, rememberNotice }: PaymentKit) {
  // The shopper's window (IMP.request_pay opens PortOne's page; this is its stand-in).
  app.get('/pay', { schema: { ...hide, querystring: windowQuery }, config: shopperFacing }, async (request, reply) => {
    const params = request.query;
    if (params.m_redirect_url && !ownUrl(request, params.m_redirect_url)) return reply.status(400).send(failure('m_redirect_url must be on this site'));
    return reply.type('text/html; charset=utf-8').send(payWindowPage(params));
  });

  app.post('/pay/submit', { schema: { ...hide, body: submitBody }, config: shopperFacing }, async (request, reply) => {
    const { outcome, popup, m_redirect_url: redirectUrl, ...params } = request.body;
    const target = ownUrl(request, redirectUrl);
    if (redirectUrl && !target) return reply.status(400).send(failure('m_redirect_url must be on this site'));
    let result: WindowResult;
    if (outcome === 'cancel') {
      result = { imp_uid: '', merchant_uid: params.merchant_uid, success: false, error_msg: '사용자가 결제를 취소하셨습니다' };
    } else {
      const prepared = await payments.preparedAmount(params.merchant_uid);
      if (prepared !== undefined && prepared !== params.amount) {
        const page = payWindowPage({ ...params, m_redirect_url: redirectUrl, popup }, `사전 등록된 결제 금액(${prepared}원)과 요청 금액(${params.amount}원)이 다릅니다.`);
        return reply.status(400).type('text/html; charset=utf-8').send(page);
      }
      await rememberNotice(request, params.merchant_uid, params.notice_url);
      const payment = await payments.create({ ...params, outcome });
      await changed(payment);
      result = { imp_uid: payment.imp_uid, merchant_uid: payment.merchant_uid, success: outcome !== 'failed', ...(outcome === 'failed' ? { error_msg: payment.fail_reason ?? '결제 실패' } : {}) };
    }
    if (popup === '1' || !target) return reply.type('text/html; charset=utf-8').send(payResultPage(result));
    target.searchParams.set('imp_uid', result.imp_uid);
    target.searchParams.set('merchant_uid', result.merchant_uid);
    target.searchParams.set('imp_success', String(result.success));
    target.searchParams.set('success', String(result.success));
    if (result.error_msg) target.searchParams.set('error_msg', result.error_msg);
    return reply.redirect(target.toString(), 302);
  });
}

function testBankRoutes(app: App, { payments, changed }: PaymentKit) {
  // The tester's bank.
  app.get('/vbank', { schema: hide }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(vbankListPage(await payments.openAccounts())));

  app.post('/vbank/deposit', { schema: { ...hide, body: z.object({ imp_uid: uid }) } }, async (request, reply) => {
    const outcome = await payments.deposit(request.body.imp_uid);
    const fromPage = !(request.headers['content-type'] ?? '').includes('json');
    if (typeof outcome === 'string') {
      const message = outcome === 'missing' ? '존재하지 않는 가상계좌입니다.' : '입금을 기다리는 가상계좌가 아닙니다.';
      if (fromPage) return reply.status(400).type('text/html; charset=utf-8').send(vbankListPage(await payments.openAccounts(), message));
      return reply.status(400).send(failure(message));
    }
    await changed(outcome);
    if (fromPage) return reply.type('text/html; charset=utf-8').send(vbankListPage(await payments.openAccounts(), `${outcome.vbank_num ?? ''} 계좌에 입금했습니다.`));
    return { code: 0, message: null, response: { imp_uid: outcome.imp_uid } };
  });
}

function paymentHelperRoute(app: App, { payments, changed, rememberNotice }: PaymentKit) {
  // For automated tests: a payment without the window (the prepared amount is not checked, so a tampered amount can be played).
  app.post('/payments', { schema: { ...hide, body: helperBody } }, async (request) => {
    const { webhook, notice_url: noticeUrl, ...input } = request.body;
    await rememberNotice(request, input.merchant_uid, noticeUrl);
    const payment = await payments.create(input);
    if (webhook !== false) await changed(payment);
    return { code: 0, message: null, response: { imp_uid: payment.imp_uid } };
  });
}
