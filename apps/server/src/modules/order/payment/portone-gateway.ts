import { z } from 'zod';
import { PaymentProviderError } from './errors';
import type { CancelRequest, PaymentGateway, ProviderPayment } from './types';

const TIMEOUT_MS = 8_000;
/** Tokens last 30 minutes; a new one is asked for a minute before. */
const TOKEN_MARGIN_S = 60;

const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ code: z.number(), message: z.string().nullable().optional(), response: response.nullable().optional() });

const tokenAnswer = envelope(z.object({ access_token: z.string().min(1), expired_at: z.number(), now: z.number() }));
const unix = z.number().nullable().optional();
const paymentAnswer = envelope(
  z.object({
    imp_uid: z.string(),
    merchant_uid: z.string(),
    amount: z.number(),
    cancel_amount: z.number().nullable().optional(),
    status: z.enum(['ready', 'paid', 'failed', 'cancelled']),
    pay_method: z.string().nullable().optional(),
    pg_provider: z.string().nullable().optional(),
    emb_pg_provider: z.string().nullable().optional(),
    paid_at: unix,
    fail_reason: z.string().nullable().optional(),
    vbank_code: z.string().nullable().optional(),
    vbank_name: z.string().nullable().optional(),
    vbank_num: z.string().nullable().optional(),
    vbank_holder: z.string().nullable().optional(),
    vbank_date: unix,
    card_name: z.string().nullable().optional(),
  }),
);
const prepareAnswer = envelope(z.object({ merchant_uid: z.string(), amount: z.number() }));

type PortonePayment = NonNullable<z.infer<typeof paymentAnswer>['response']>;

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function toPayment(found: PortonePayment): ProviderPayment {
  const vbank =
    found.vbank_num && found.vbank_code && found.vbank_date
      ? { bankCode: found.vbank_code, bankName: found.vbank_name ?? '', accountNo: found.vbank_num, holder: found.vbank_holder ?? '', dueAt: new Date(found.vbank_date * 1000) }
      : null;
  return {
    impUid: found.imp_uid,
    merchantUid: found.merchant_uid,
    amount: found.amount,
    cancelAmount: found.cancel_amount ?? 0,
    status: found.status,
    payMethod: found.pay_method ?? '',
    pg: found.emb_pg_provider ?? found.pg_provider ?? null,
    paidAt: dateOf(found.paid_at),
    failReason: found.fail_reason ?? null,
    vbank,
    cardName: found.card_name ?? null,
  };
}

export interface PortoneGatewaySettings {
  sandbox: boolean;
  impKey: string;
  impSecret: string;
  impCode: string;
  /** Resolved at call time: the sandbox lives on this server, whose port tests choose late. */
  apiBase: () => string;
}

/** PortOne v1 REST API (https://api.iamport.kr) with the server's own key and secret. */
export function portoneGateway(settings: PortoneGatewaySettings): PaymentGateway {
  let token: { value: string; expiresAt: number } | undefined;

  async function call<T extends z.ZodType>(path: string, init: RequestInit, schema: T): Promise<{ status: number; body: z.infer<T> }> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase()}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      throw new PaymentProviderError(`PortOne unreachable: ${(error as Error).message}`, 'unreachable');
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PaymentProviderError(`PortOne answered ${response.status} with an unexpected body`, 'unreachable');
    return { status: response.status, body: parsed.data };
  }

  async function accessToken(): Promise<string> {
    const nowS = Date.now() / 1000;
    if (token && token.expiresAt - TOKEN_MARGIN_S > nowS) return token.value;
    const body = JSON.stringify({ imp_key: settings.impKey, imp_secret: settings.impSecret });
    const { body: answer } = await call('/users/getToken', { method: 'POST', headers: { 'content-type': 'application/json' }, body }, tokenAnswer);
    if (answer.code !== 0 || !answer.response) throw new PaymentProviderError(answer.message ?? 'getToken refused', 'unreachable');
    // PortOne's clock may differ from ours: keep its lifetime, not its timestamps.
    token = { value: answer.response.access_token, expiresAt: nowS + (answer.response.expired_at - answer.response.now) };
    return token.value;
  }

  async function authorized(path: string, init: RequestInit = {}): Promise<RequestInit> {
    return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: await accessToken() } };
  }

  const json = (value: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

  return {
    sandbox: settings.sandbox,
    impCode: settings.impCode,

    async prepare(merchantUid, amount) {
      const { body } = await call('/payments/prepare', await authorized('/payments/prepare', json({ merchant_uid: merchantUid, amount })), prepareAnswer);
      if (body.code !== 0) throw new PaymentProviderError(body.message ?? 'prepare refused', 'refused');
    },

    async fetchPayment(impUid) {
      // '.' and '..' are dot segments however encoded: the URL would name another resource
      // (GET /payments/. is /payments/). No payment has such an id (the fuzzer sent them).
      if (/^\.{1,2}$/.test(impUid)) throw new PaymentProviderError('no such payment', 'not-found');
      const { status, body } = await call(`/payments/${encodeURIComponent(impUid)}`, await authorized('/payments'), paymentAnswer);
      if (status === 404 || (body.code !== 0 && !body.response)) throw new PaymentProviderError(body.message ?? 'payment not found', status === 404 ? 'not-found' : 'refused');
      if (!body.response) throw new PaymentProviderError('payment answer without a payment', 'unreachable');
      return toPayment(body.response);
    },

    async cancel(request: CancelRequest) {
      const payload = {
        imp_uid: request.impUid,
        merchant_uid: request.merchantUid,
        ...(request.amount !== undefined ? { amount: request.amount } : {}),
        ...(request.checksum !== undefined ? { checksum: request.checksum } : {}),
        reason: request.reason,
        ...(request.refund ? { refund_holder: request.refund.holder, refund_bank: request.refund.bankCode, refund_account: request.refund.accountNo } : {}),
      };
      const { body } = await call('/payments/cancel', await authorized('/payments/cancel', json(payload)), paymentAnswer);
      if (body.code !== 0 || !body.response) throw new PaymentProviderError(body.message ?? 'cancel refused', 'refused');
      return toPayment(body.response);
    },
  };
}
