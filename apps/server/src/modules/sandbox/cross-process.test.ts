import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFrom } from '../../core/time/clock';
import { serverForTests, type TestServer } from '../../../test/harness';
import { sandboxCredentials } from './modes';
import { OAuthSandbox } from './oauth-sandbox';
import { SandboxPayments } from './portone-payments';
import { PortoneSandboxStore } from './portone-store';
import { sharedDatabase, type SharedDatabase, startSecondProcess } from './sandbox-test-kit';
import { SandboxState } from './state-store';

// Issue 29: with two server processes on one PostgreSQL, what one sandbox process was told
// is known to the other. First at the store level (two stores on two pools, the clock in the
// test's hand), then through two real servers over HTTP.

const kakao = { name: '카카오', stateKind: 'kakao', authorizePath: '/a', approvePath: '/b', stateRequired: false, invalidAuthorize: {}, deniedDescription: '' };
const approveQuery = { client_id: sandboxCredentials.kakao.clientId, redirect_uri: 'http://shop.test/cb', state: 's', person: '1001' };

describe('sandbox state shared by two processes (two pools on one database)', () => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await sharedDatabase();
  });
  afterAll(() => shared?.close());

  it('answers a payment prepared and made through one process through the other, and cancels it once', async () => {
    const [one, other] = [new SandboxPayments(shared.first), new SandboxPayments(shared.second)];
    expect(await one.prepare('m-cross', 30_000)).toBe('ok');
    expect(await other.prepare('m-cross', 1)).toBe('taken');
    expect(await other.preparedAmount('m-cross')).toBe(30_000);

    const made = await one.create({ merchant_uid: 'm-cross', amount: 30_000, pay_method: 'card', outcome: 'paid' });
    expect(await other.find(made.imp_uid)).toEqual(made);
    expect((await other.findByMerchantUid('m-cross'))?.imp_uid).toBe(made.imp_uid);

    // Two partial cancels at once, one through each process: both apply, to one balance.
    const [first, second] = await Promise.all([
      one.cancel(made.imp_uid, { amount: 10_000, reason: 'a' }),
      other.cancel(made.imp_uid, { amount: 10_000, reason: 'b' }),
    ]);
    expect([first, second].map((outcome) => typeof outcome)).toEqual(['object', 'object']);
    const after = await one.find(made.imp_uid);
    expect(after).toMatchObject({ cancel_amount: 20_000, status: 'paid' });
    expect(after?.cancel_history).toHaveLength(2);
    expect(await other.cancel(made.imp_uid, { checksum: 30_000, reason: 'stale balance' })).toBe('취소 가능 잔액이 일치하지 않습니다. (취소 가능 잔액: 10000)');
  });

  it('lets only one of two processes preparing one merchant_uid at once register it', async () => {
    const [one, other] = [new SandboxPayments(shared.first), new SandboxPayments(shared.second)];
    for (let round = 0; round < 10; round += 1) {
      const outcomes = await Promise.all([one.prepare(`m-race-${round}`, 1_000), other.prepare(`m-race-${round}`, 2_000)]);
      expect(outcomes.toSorted()).toEqual(['ok', 'taken']);
    }
  });

  it('deposits into a virtual account issued through the other process, once', async () => {
    const [one, other] = [new SandboxPayments(shared.first), new SandboxPayments(shared.second)];
    for (let round = 0; round < 5; round += 1) {
      const issued = await one.create({ merchant_uid: `m-vbank-cross-${round}`, amount: 5_000, pay_method: 'vbank', outcome: 'ready' });
      expect((await other.openAccounts()).map((account) => account.imp_uid)).toContain(issued.imp_uid);
      const deposits = await Promise.all([one.deposit(issued.imp_uid), other.deposit(issued.imp_uid)]);
      expect(deposits.filter((outcome) => outcome === 'not-ready')).toHaveLength(1);
      expect((await one.find(issued.imp_uid))?.status).toBe('paid');
      expect((await other.openAccounts()).map((account) => account.imp_uid)).not.toContain(issued.imp_uid);
    }
  });

  it('accepts a token and a certification made through the other process', async () => {
    const [one, other] = [new PortoneSandboxStore(shared.first), new PortoneSandboxStore(shared.second)];
    const token = await one.issueToken();
    expect(await other.tokenIsValid(`Bearer ${token.access_token}`)).toBe(true);
    expect(await other.tokenIsValid('Bearer not-issued')).toBe(false);
    const certification = await one.certify({ merchant_uid: 'c-cross', name: '김마루', phone: '010-1234-5678', birthday: '1990-01-02', gender: 'female' });
    expect(await other.find(certification.imp_uid)).toEqual(certification);
  });

  it('redeems an authorization code issued through one process once, through either', async () => {
    const one = new OAuthSandbox(shared.first, sandboxCredentials.kakao, kakao, '/b');
    const other = new OAuthSandbox(shared.second, sandboxCredentials.kakao, kakao, '/b');
    const { clientId, clientSecret } = sandboxCredentials.kakao;
    const code = (await one.issueCode(approveQuery))!;
    const token = await other.exchange(code, clientId, clientSecret, approveQuery.redirect_uri);
    expect(token).toBeDefined();
    expect(await one.exchange(code, clientId, clientSecret, approveQuery.redirect_uri)).toBeUndefined();
    expect((await one.personFor(`Bearer ${token!}`))?.key).toBe('1001');

    // The same code asked for by both processes at the same moment: one token, never two.
    for (let round = 0; round < 20; round += 1) {
      const raced = (await one.issueCode(approveQuery))!;
      const tokens = await Promise.all([one.exchange(raced, clientId, clientSecret), other.exchange(raced, clientId, clientSecret)]);
      expect(tokens.filter((issued) => issued !== undefined)).toHaveLength(1);
    }
  });

  it('keeps one provider’s codes from the other’s', async () => {
    const kakaoSandbox = new OAuthSandbox(shared.first, sandboxCredentials.kakao, kakao, '/b');
    const naverSandbox = new OAuthSandbox(shared.second, sandboxCredentials.kakao, { ...kakao, stateKind: 'naver' }, '/b');
    const code = (await kakaoSandbox.issueCode(approveQuery))!;
    expect(await naverSandbox.exchange(code, sandboxCredentials.kakao.clientId, sandboxCredentials.kakao.clientSecret)).toBeUndefined();
  });

  it('returns no expired entry to either process, takes none, and lets a write clear them', async () => {
    const clock = clockFrom(new Date('2026-03-01T00:00:00Z'));
    const one = new SandboxState<{ note: string }>(shared.first, 'test.expiry', 60_000, { clock });
    const other = new SandboxState<{ note: string }>(shared.second, 'test.expiry', 60_000, { clock });
    await one.set('a', { note: 'kept a minute' });
    await one.set('b', { note: 'served once' });
    clock.advance(59_000);
    expect(await other.get('a')).toEqual({ note: 'kept a minute' });
    expect(await other.findContaining({ note: 'served once' }, 10)).toEqual([{ note: 'served once' }]);
    clock.advance(2_000);
    expect(await other.get('a')).toBeUndefined();
    expect(await other.take('b')).toBeUndefined();
    expect(await other.findContaining({ note: 'served once' }, 10)).toEqual([]);
    // An expired key is free again for add, as an expired prepare is for PortOne.
    expect(await other.add('a', { note: 'again' })).toBe(true);
    expect(await one.add('a', { note: 'not while live' })).toBe(false);
    expect(await one.get('a')).toEqual({ note: 'again' });
    // That write tidied its kind: only the live entry has a row.
    const rows = await shared.first.selectFrom('sandbox_state').select('key').where('kind', '=', 'test.expiry').execute();
    expect(rows.map((row) => row.key)).toEqual(['a']);
  });

  it('keeps a kind within its bound, dropping the entries nearest their end', async () => {
    const clock = clockFrom(new Date('2026-03-01T00:00:00Z'));
    const bounded = new SandboxState<number>(shared.first, 'test.bound', 60_000, { clock, maxEntries: 3, boundEvery: 1 });
    for (let index = 0; index < 5; index += 1) {
      await bounded.set(`k${index}`, index);
      clock.advance(1_000);
    }
    const kept = await Promise.all(['k0', 'k1', 'k2', 'k3', 'k4'].map((key) => bounded.get(key)));
    expect(kept).toEqual([undefined, undefined, 2, 3, 4]);

    // Checked every fourth write: the kind passes its bound by fewer than four entries.
    const sparse = new SandboxState<number>(shared.first, 'test.sparse', 60_000, { clock, maxEntries: 3, boundEvery: 4 });
    for (let index = 0; index < 10; index += 1) await sparse.set(`k${index}`, index);
    const rows = await shared.first.selectFrom('sandbox_state').select('key').where('kind', '=', 'test.sparse').orderBy('key').execute();
    expect(rows.map((row) => row.key)).toEqual(['k6', 'k7', 'k8', 'k9']);
  });
});

describe('the sandboxes through two server processes on one database', () => {
  const first = serverForTests();
  let second: TestServer;
  beforeAll(async () => {
    second = await startSecondProcess(first);
  });
  afterAll(() => second?.close());

  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const tokenFrom = async (server: TestServer) => {
    const { impKey, impSecret } = sandboxCredentials.portone;
    const answer = await fetch(`${server.url}/sandbox/portone/users/getToken`, json({ imp_key: impKey, imp_secret: impSecret }));
    return ((await answer.json()) as { response: { access_token: string } }).response.access_token;
  };

  it('completes through one process a payment prepared and paid through the other', async () => {
    const token = await tokenFrom(first);
    const prepared = await fetch(`${first.url}/sandbox/portone/payments/prepare`, { ...json({ merchant_uid: 'm-http-cross', amount: 21_000 }), headers: { 'content-type': 'application/json', authorization: token } });
    expect(((await prepared.json()) as { code: number }).code).toBe(0);

    const window = (amount: string) =>
      fetch(`${second.url}/sandbox/portone/pay/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pay_method: 'card', merchant_uid: 'm-http-cross', amount, outcome: 'paid', popup: '1' }).toString(),
      });
    // The second process checks the amount the first one registered.
    expect((await window('1000')).status).toBe(400);
    const paid = await window('21000');
    expect(paid.status).toBe(200);
    const impUid = /data-imp-uid="([^"]+)"/.exec(await paid.text())?.[1];
    expect(impUid).toMatch(/^imp_/);

    // The token the first process issued is good at the second, and the payment is known to both.
    for (const server of [first, second]) {
      const answer = await fetch(`${server.url}/sandbox/portone/payments/${impUid!}`, { headers: { authorization: token } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { response: { status: string; amount: number } }).response).toMatchObject({ status: 'paid', amount: 21_000 });
    }
  });

  it('redeems a Kakao code from one process’s consent page once, at the other’s token call', async () => {
    const redirectUri = `${first.url}/api/identity/v1/oauth/kakao/callback`;
    const { clientId, clientSecret } = sandboxCredentials.kakao;
    const approved = await fetch(`${first.url}/sandbox/kakao/oauth/approve?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, state: 's', person: '1001' })}`, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
    const exchange = (server: TestServer) =>
      fetch(`${server.url}/sandbox/kakao/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, client_secret: clientSecret, redirect_uri: redirectUri, code }).toString(),
      });
    const granted = await exchange(second);
    expect(granted.status).toBe(200);
    const { access_token: accessToken } = (await granted.json()) as { access_token: string };
    expect((await exchange(first)).status).toBe(400);
    const me = await fetch(`${first.url}/sandbox/kakao/v2/user/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { id: number }).id).toBe(1001);
  });
});
