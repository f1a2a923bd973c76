import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer, type TestServer } from '../../test/harness';
import { SANDBOX_TOKEN_COOKIE, sandboxToken } from './sandbox-gate';

// Requests from this test come from 127.0.0.1, so a stranger is played with a forwarding
// header: what a reverse proxy on this machine adds for everyone it relays.
const SECRET = 'sandbox-gate-test-secret-0123456789abcdef';
const STRANGER = { 'x-forwarded-for': '203.0.113.7' };
const REFUSED = { code: 101, message: '찾을 수 없는 경로입니다.' };

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** Every sandbox call that shows or changes someone else's data (or is the shop server's own). */
const testersOnly: Call[] = [
  { method: 'GET', path: '/sandbox/outbox' },
  { method: 'GET', path: '/sandbox/outbox?to=01012345678' },
  { method: 'GET', path: '/sandbox/outbox/messages' },
  { method: 'HEAD', path: '/sandbox/outbox/messages' },
  { method: 'POST', path: '/sandbox/portone/payments', body: { merchant_uid: 'maru_gate-1', amount: 1000, pay_method: 'card', outcome: 'paid', webhook: false } },
  { method: 'GET', path: '/sandbox/portone/vbank' },
  { method: 'POST', path: '/sandbox/portone/vbank/deposit', body: { imp_uid: 'imp_nothing' } },
  { method: 'POST', path: '/sandbox/portone/users/getToken', body: { imp_key: 'sandbox-imp-key', imp_secret: 'sandbox-imp-secret' } },
  { method: 'GET', path: '/sandbox/portone/payments/imp_nothing' },
  { method: 'GET', path: '/sandbox/portone/payments/prepare/maru_gate-1' },
  { method: 'POST', path: '/sandbox/portone/payments/cancel', body: { merchant_uid: 'maru_gate-1' } },
  { method: 'GET', path: '/sandbox/portone/certifications/imp_nothing' },
  { method: 'POST', path: '/sandbox/portone/certifications', body: { merchant_uid: 'c-1', name: '김마루', phone: '010-1234-5678', birthday: '1990-01-01', gender: 'male' } },
  { method: 'POST', path: '/sandbox/kakao/oauth/token', body: { grant_type: 'authorization_code' } },
  { method: 'GET', path: '/sandbox/kakao/v2/user/me' },
  { method: 'GET', path: '/sandbox/naver/oauth2.0/token' },
  { method: 'GET', path: '/sandbox/naver/v1/nid/me' },
  { method: 'POST', path: '/sandbox/solapi/messages/v4/send-many/detail', body: { messages: [] } },
];

async function call(server: TestServer, { method, path, body }: Call, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, setCookie: response.headers.getSetCookie() };
}

/** The shopper's own windows and the postcode search: open to anyone. */
const shopperFacing = (server: TestServer): Call[] => [
  { method: 'GET', path: '/sandbox/portone/pay?pay_method=card&merchant_uid=maru_gate-2&amount=1000' },
  { method: 'GET', path: '/sandbox/portone/certify?merchant_uid=c-2' },
  { method: 'GET', path: '/sandbox/portone/certify-popup.js' },
  { method: 'GET', path: `/sandbox/kakao/oauth/authorize?client_id=sandbox-kakao-client&response_type=code&redirect_uri=${encodeURIComponent(`${server.url}/back`)}` },
  { method: 'GET', path: `/sandbox/naver/oauth2.0/authorize?client_id=sandbox-naver-client&response_type=code&state=s&redirect_uri=${encodeURIComponent(`${server.url}/back`)}` },
  { method: 'GET', path: `/sandbox/postcode/search?q=${encodeURIComponent('서울')}` },
];

describe('sandboxes facing the network (HOST=0.0.0.0, MARU_SANDBOXES=on)', () => {
  const logLines: string[] = [];
  const token = sandboxToken(SECRET);
  const server = serverForTests(() =>
    startTestServer({
      env: { HOST: '0.0.0.0', MARU_SANDBOXES: 'on', MARU_SECRET: SECRET, LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void logLines.push(line) },
    }),
  );

  it('prints the token once at start, with how to use it', () => {
    const lines = logLines.filter((line) => line.includes(token));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('X-Sandbox-Token');
    expect(lines[0]).toContain(`?sandbox_token=${token}`);
  });

  it('derives the token from MARU_SECRET: the same on every start, another for another secret', () => {
    expect(sandboxToken(SECRET)).toBe(token);
    expect(sandboxToken(`${SECRET}x`)).not.toBe(token);
    expect(token).not.toContain(SECRET);
  });

  it.each(testersOnly)('refuses $method $path to a stranger with the 404 envelope', async (request) => {
    const answer = await call(server, request, STRANGER);
    expect(answer.status).toBe(404);
    if (request.method !== 'HEAD') expect(answer.json).toEqual(REFUSED);
  });

  it('counts every forwarding header, and a wrong token, as a stranger', async () => {
    const outbox = testersOnly[2]!;
    const proxied: Array<Record<string, string>> = [{ forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }, { 'x-forwarded-for': '127.0.0.1' }];
    for (const header of proxied) {
      expect((await call(server, outbox, header)).status).toBe(404);
    }
    expect((await call(server, outbox, { ...STRANGER, 'x-sandbox-token': `${token}x` })).status).toBe(404);
    expect((await call(server, { method: 'GET', path: `/sandbox/outbox/messages?sandbox_token=${token.slice(1)}` }, STRANGER)).status).toBe(404);
    expect((await call(server, outbox, { ...STRANGER, cookie: `${SANDBOX_TOKEN_COOKIE}=nope` })).status).toBe(404);
  });

  it.each(testersOnly)('opens $method $path to the X-Sandbox-Token header', async (request) => {
    const answer = await call(server, request, { ...STRANGER, 'x-sandbox-token': token });
    expect(answer.status).not.toBe(404);
    expect(answer.status).toBeLessThan(500);
  });

  it('opens to ?sandbox_token= once, then to the cookie it sets for /sandbox', async () => {
    const first = await call(server, { method: 'GET', path: `/sandbox/outbox?sandbox_token=${token}` }, STRANGER);
    expect(first.status).toBe(200);
    expect(first.text).toContain('<html');
    const cookie = first.setCookie.find((line) => line.startsWith(`${SANDBOX_TOKEN_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Path=\/sandbox(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const jar = { ...STRANGER, cookie: cookie!.split(';')[0]! };
    const messages = await call(server, { method: 'GET', path: '/sandbox/outbox/messages' }, jar);
    expect(messages.status).toBe(200);
    expect(messages.json).toMatchObject({ messages: expect.any(Array) });
    // The test bank's form posts with the cookie too.
    const deposit = await call(server, { method: 'POST', path: '/sandbox/portone/vbank/deposit', body: { imp_uid: 'imp_nothing' } }, jar);
    expect(deposit.status).toBe(400);
  });

  it('serves this machine without a token', async () => {
    expect((await call(server, { method: 'GET', path: '/sandbox/outbox/messages' })).status).toBe(200);
    const paid = await call(server, testersOnly[4]!);
    expect(paid.json).toMatchObject({ code: 0 });
  });

  it("keeps the shopper's own windows and the postcode search open to anyone", async () => {
    for (const request of shopperFacing(server)) {
      const answer = await call(server, request, STRANGER);
      expect({ path: request.path, status: answer.status }).toEqual({ path: request.path, status: 200 });
    }
    const closed = await fetch(`${server.url}/sandbox/portone/pay/submit`, {
      method: 'POST',
      headers: { ...STRANGER, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pay_method: 'card', merchant_uid: 'maru_gate-2', amount: '1000', outcome: 'cancel', popup: '1' }).toString(),
    });
    expect(closed.status).toBe(200);
  });
});

describe('sandboxes on loopback (the default HOST=127.0.0.1)', () => {
  const logLines: string[] = [];
  const server = serverForTests(() => startTestServer({ env: { MARU_SECRET: SECRET, LOG_LEVEL: 'warn' }, logStream: { write: (line) => void logLines.push(line) } }));

  it('answers everyone as before, prints no token and sets no cookie', async () => {
    for (const request of [testersOnly[2]!, testersOnly[4]!, testersOnly[5]!]) {
      const answer = await call(server, request, STRANGER);
      expect(answer.status).toBe(200);
      expect(answer.setCookie.some((line) => line.startsWith(SANDBOX_TOKEN_COOKIE))).toBe(false);
    }
    expect(logLines.join('\n')).not.toContain(sandboxToken(SECRET));
  });
});
