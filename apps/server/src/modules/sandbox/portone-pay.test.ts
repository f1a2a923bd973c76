import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { sandboxCredentials } from './modes';

// PortOne v1's payment API as the sandbox speaks it (the gateway's own test is in order/payment).

const server = serverForTests();

async function token(): Promise<string> {
  const answer = await fetch(`${server.url}/sandbox/portone/users/getToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ imp_key: sandboxCredentials.portone.impKey, imp_secret: sandboxCredentials.portone.impSecret }),
  });
  return ((await answer.json()) as { response: { access_token: string } }).response.access_token;
}

async function portone(method: string, path: string, body?: unknown, auth = true) {
  const headers: Record<string, string> = auth ? { authorization: await token() } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/sandbox/portone${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
  const text = await response.text();
  let json: { code: number; message: string | null; response: Record<string, unknown> | null } | undefined;
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, location: response.headers.get('location') };
}

async function pay(merchantUid: string, amount: number, payMethod = 'card', outcome: 'paid' | 'failed' | 'ready' = 'paid') {
  const made = await portone('POST', '/payments', { merchant_uid: merchantUid, amount, pay_method: payMethod, outcome, webhook: false }, false);
  return String(made.json!.response!.imp_uid);
}

async function submitWindow(fields: Record<string, string>) {
  const response = await fetch(`${server.url}/sandbox/portone/pay/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

describe('the PortOne payment sandbox', () => {
  it('needs a token for the REST calls', async () => {
    expect((await portone('GET', '/payments/imp_nothing', undefined, false)).status).toBe(401);
    expect((await portone('POST', '/payments/prepare', { merchant_uid: 'm-noauth', amount: 1000 }, false)).status).toBe(401);
  });

  it('registers an amount once and answers it', async () => {
    expect((await portone('POST', '/payments/prepare', { merchant_uid: 'm-prep', amount: 12_300 })).json!.code).toBe(0);
    expect((await portone('POST', '/payments/prepare', { merchant_uid: 'm-prep', amount: 99 })).json!.code).toBe(-1);
    expect((await portone('GET', '/payments/prepare/m-prep')).json!.response).toEqual({ merchant_uid: 'm-prep', amount: 12_300 });
  });

  it('answers a payment with PortOne fields, and 404 for an unknown one', async () => {
    const impUid = await pay('m-fields', 45_000);
    const found = (await portone('GET', `/payments/${impUid}`)).json!.response!;
    expect(found).toMatchObject({ imp_uid: impUid, merchant_uid: 'm-fields', amount: 45_000, cancel_amount: 0, currency: 'KRW', status: 'paid', pay_method: 'card' });
    expect(Number(found.paid_at)).toBeGreaterThan(0);
    expect((await portone('GET', '/payments/imp_unknown')).status).toBe(404);
  });

  it('pays through the window in a popup and by redirect, and refuses an amount other than the prepared one', async () => {
    await portone('POST', '/payments/prepare', { merchant_uid: 'm-window', amount: 30_000 });
    const base = { merchant_uid: 'm-window', pay_method: 'card', name: '오크 식탁', amount: '30000' };
    const page = await fetch(`${server.url}/sandbox/portone/pay?${new URLSearchParams(base)}`);
    expect(await page.text()).toContain('테스트 환경');

    const tampered = await submitWindow({ ...base, amount: '100', outcome: 'paid' });
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain('사전 등록된 결제 금액');

    const popup = await submitWindow({ ...base, outcome: 'paid', popup: '1' });
    expect(popup.text).toMatch(/data-success="true"/);
    const redirected = await submitWindow({ ...base, outcome: 'failed', m_redirect_url: '/order/mobile' });
    expect(redirected.status).toBe(302);
    const back = new URL(redirected.location!);
    expect(back.pathname).toBe('/order/mobile');
    expect(back.searchParams.get('imp_success')).toBe('false');
    expect(back.searchParams.get('merchant_uid')).toBe('m-window');
    const failed = (await portone('GET', `/payments/${back.searchParams.get('imp_uid')}`)).json!.response!;
    expect(failed).toMatchObject({ status: 'failed' });

    const closed = await submitWindow({ ...base, outcome: 'cancel', m_redirect_url: '/order/mobile' });
    expect(new URL(closed.location!).searchParams.get('error_msg')).toBe('사용자가 결제를 취소하셨습니다');
    expect((await submitWindow({ ...base, outcome: 'paid', m_redirect_url: 'https://evil.example/' })).status).toBe(400);
  });

  it('issues a virtual account, takes a deposit and then answers paid', async () => {
    const impUid = await pay('m-vbank', 80_000, 'vbank', 'ready');
    const issued = (await portone('GET', `/payments/${impUid}`)).json!.response!;
    expect(issued).toMatchObject({ status: 'ready', vbank_code: '004', vbank_name: 'KB국민은행', vbank_holder: '(주)마루' });
    expect(Number(issued.vbank_date)).toBeGreaterThan(Date.now() / 1000);
    expect((await fetch(`${server.url}/sandbox/portone/vbank`).then((r) => r.text()))).toContain(String(issued.vbank_num));
    expect((await portone('POST', '/vbank/deposit', { imp_uid: impUid }, false)).json!.code).toBe(0);
    expect((await portone('GET', `/payments/${impUid}`)).json!.response!.status).toBe('paid');
    expect((await portone('POST', '/vbank/deposit', { imp_uid: impUid }, false)).status).toBe(400);
  });

  it('cancels part or all of a payment with PortOne checksum rules', async () => {
    const impUid = await pay('m-cancel', 50_000);
    const wrong = await portone('POST', '/payments/cancel', { imp_uid: impUid, amount: 10_000, checksum: 40_000, reason: 'test' });
    expect(wrong.json!.code).toBe(-1);
    const part = await portone('POST', '/payments/cancel', { imp_uid: impUid, amount: 10_000, checksum: 50_000, reason: '부분 취소' });
    expect(part.json!.response).toMatchObject({ status: 'paid', cancel_amount: 10_000 });
    expect((await portone('POST', '/payments/cancel', { imp_uid: impUid, amount: 50_000, reason: 'too much' })).json!.code).toBe(-1);
    const rest = await portone('POST', '/payments/cancel', { imp_uid: impUid, checksum: 40_000, reason: '전액 취소' });
    expect(rest.json!.response).toMatchObject({ status: 'cancelled', cancel_amount: 50_000 });
  });

  it('needs a refund account to cancel a paid virtual account, not an unpaid one', async () => {
    const paid = await pay('m-vrefund', 20_000, 'vbank', 'ready');
    await portone('POST', '/vbank/deposit', { imp_uid: paid }, false);
    expect((await portone('POST', '/payments/cancel', { imp_uid: paid, reason: '환불' })).json!.code).toBe(-1);
    const refunded = await portone('POST', '/payments/cancel', { imp_uid: paid, reason: '환불', refund_holder: '김마루', refund_bank: '088', refund_account: '110123456789' });
    expect(refunded.json!.response).toMatchObject({ status: 'cancelled' });
    const unpaid = await pay('m-vclose', 20_000, 'vbank', 'ready');
    expect((await portone('POST', '/payments/cancel', { merchant_uid: 'm-vclose', reason: '기한 만료' })).json!.response).toMatchObject({ imp_uid: unpaid, status: 'cancelled' });
  });

  // Notices to the shop's webhook are proved by the order module's tests (webhook before callback).
});
