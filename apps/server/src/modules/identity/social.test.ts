import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { separateDormant } from './queries/retention';
import { certify, joinBody, newEmail, newPerson, startIdentityServer } from './test-kit';

const server = serverForTests(startIdentityServer);

type Channel = 'kakao' | 'naver';
const approvePath: Record<Channel, string> = { kakao: '/sandbox/kakao/oauth/approve', naver: '/sandbox/naver/oauth2.0/approve' };

function location(answer: { headers: Headers }): URL {
  return new URL(answer.headers.get('location')!, server.url);
}

/** Walks the browser through authorize → sandbox consent page → callback; returns the /auth/callback URL. */
async function socialSignIn(client: HttpClient, channel: Channel, choice: Record<string, string>, redirectUrl = '/cart', startQuery?: string): Promise<URL> {
  const start = await client.get(`/api/oauth/v1/${channel}/authorize?${startQuery ?? `redirectUrl=${encodeURIComponent(redirectUrl)}&authType=signin`}`);
  expect(start.status).toBe(302);
  const authorize = location(start);
  const page = await client.get(authorize.pathname + authorize.search);
  expect(page.status).toBe(200);
  expect(page.text).toContain(`테스트 환경 — ${channel === 'kakao' ? '카카오' : '네이버'} 로그인 샌드박스`);
  const consent = new URLSearchParams({
    client_id: authorize.searchParams.get('client_id')!,
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    ...choice,
  });
  const approved = await client.get(`${approvePath[channel]}?${consent}`);
  expect(approved.status).toBe(302);
  const callback = location(approved);
  expect(callback.pathname).toBe(`/api/oauth/v1/${channel}/callback`);
  const back = await client.get(callback.pathname + callback.search);
  expect(back.status).toBe(302);
  return location(back);
}

function socialLogin(client: HttpClient, channel: Channel, authToken: string) {
  return client.post<{ accessToken?: string; email?: string; nickName?: string; socialToken?: string }>('/api/membership/v1/login/social', {
    authToken,
    channel,
    autoLogin: 'N',
  });
}

describe.each<[Channel, Record<string, string>, { email: string; nickName: string }]>([
  ['kakao', { person: '1001' }, { email: 'maru.kim@example.com', nickName: '마루' }],
  ['naver', { person: 'custom', name: '최네이버', email: 'naver.tester@example.com' }, { email: 'naver.tester@example.com', nickName: '최네이버' }],
])('%s sign-in through the sandbox', (channel, choice, profile) => {
  it('offers sign-up for an unlinked account, links it at join, then signs in', async () => {
    const client = server.client();
    const returned = await socialSignIn(client, channel, choice);
    expect(returned.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(returned.searchParams)).toMatchObject({ authType: 'signin', channel, redirectUrl: '/cart' });
    const authToken = returned.searchParams.get('authToken')!;
    expect(authToken.length).toBeGreaterThan(40);

    const unlinked = await socialLogin(client, channel, authToken);
    expect(unlinked.body).toMatchObject({ code: 2002, data: profile });
    expect((await socialLogin(client, channel, authToken)).body.code).toBe(1003);

    const joined = await client.post('/api/membership/v1/join', joinBody(await certify(client, newPerson()), newEmail(), { socialToken: unlinked.body.data!.socialToken }));
    expect(joined.body.code).toBe(0);

    const again = await socialSignIn(client, channel, choice);
    const signedIn = await socialLogin(client, channel, again.searchParams.get('authToken')!);
    expect(signedIn.body.code).toBe(0);
    expect(signedIn.body.data!.accessToken).toBeTruthy();
    expect(client.cookies.get('tms_signed')).toBe('1');
    expect((await client.get('/api/mypage/v1/profile')).body.code).toBe(0);
  });

  it('refuses a tampered, foreign or missing state without issuing a token', async () => {
    const client = server.client();
    const start = await client.get(`/api/oauth/v1/${channel}/authorize?redirectUrl=/mypage`);
    const state = location(start).searchParams.get('state')!;
    const [body, mac] = state.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), redirectUrl: '/evil' })).toString('base64url');
    for (const [visitor, badState] of [
      [client, `${forgedBody}.${mac}`],
      [client, `${body}.${mac}x`],
      [server.client(), state],
      [client, ''],
    ] as const) {
      const answer = await visitor.get(`/api/oauth/v1/${channel}/callback?code=whatever&state=${encodeURIComponent(badState)}`);
      expect(answer.status).toBe(302);
      const target = location(answer);
      expect(target.pathname).toBe('/auth/callback');
      expect(target.searchParams.get('error')).toBe('invalid_state');
      expect(target.searchParams.has('authToken')).toBe(false);
    }
  });

  it('only allows redirect paths inside the site', async () => {
    for (const redirectUrl of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const answer = await server.client().get(`/api/oauth/v1/${channel}/authorize?redirectUrl=${encodeURIComponent(redirectUrl)}`);
      expect([answer.status, answer.body.code]).toEqual([400, 104]);
    }
  });

  it('sends a cancelled sign-in back without a token', async () => {
    const client = server.client();
    const start = await client.get(`/api/oauth/v1/${channel}/authorize`);
    const authorize = location(start);
    const consent = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), person: '1001', cancel: '1' });
    const cancelled = location(await client.get(`${approvePath[channel]}?${consent}`));
    const back = location(await client.get(cancelled.pathname + cancelled.search));
    expect(back.searchParams.get('error')).toBe('cancelled');
  });
});

describe('POST /api/membership/v1/login/social', () => {
  it('answers 999 for an empty authToken and 104 for an unknown channel', async () => {
    const client = server.client();
    expect((await client.post('/api/membership/v1/login/social', { authToken: '', channel: 'kakao', autoLogin: 'N' })).body.code).toBe(999);
    expect((await client.post('/api/membership/v1/login/social', { channel: 'kakao', autoLogin: 'N' })).body.code).toBe(999);
    const other = await client.post('/api/membership/v1/login/social', { authToken: 'x', channel: 'google', autoLogin: 'N' });
    expect([other.status, other.body.code]).toEqual([400, 104]);
  });
});

describe('the sandbox pages', () => {
  it('escape every value they show', async () => {
    const redirectUri = encodeURIComponent(`${server.url}/api/oauth/v1/naver/callback`);
    const page = await server.client().get(`/sandbox/naver/oauth2.0/authorize?client_id=sandbox-naver-client&response_type=code&redirect_uri=${redirectUri}&state=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuse a redirect_uri on another site', async () => {
    const page = await server.client().get(`/sandbox/kakao/oauth/authorize?client_id=sandbox-kakao-client&response_type=code&state=s&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`);
    expect(page.status).toBe(400);
  });
});

describe('with provider keys set', () => {
  it('uses the real provider hosts and reports no sandbox', async () => {
    const real = await startIdentityServer({ KAKAO_CLIENT_ID: 'real-kakao-id', NAVER_CLIENT_ID: 'real-naver-id', NAVER_CLIENT_SECRET: 'real-naver-secret' });
    try {
      const kakao = await real.client().get('/api/oauth/v1/kakao/authorize');
      expect(kakao.headers.get('location')).toMatch(/^https:\/\/kauth\.kakao\.com\/oauth\/authorize\?client_id=real-kakao-id&redirect_uri=[^&]+&response_type=code&state=/);
      const naver = await real.client().get('/api/oauth/v1/naver/authorize');
      expect(naver.headers.get('location')).toMatch(/^https:\/\/nid\.naver\.com\/oauth2\.0\/authorize\?response_type=code&client_id=real-naver-id&redirect_uri=/);
      const providers = await real.client().get('/api/system/v1/providers');
      expect(providers.body.data).toEqual({ kakao: { sandbox: false }, naver: { sandbox: false }, portone: { sandbox: true }, postcode: { mode: 'auto' } });
      expect((await real.client().post('/sandbox/kakao/oauth/token', {})).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('the spec 01 §2 form of the start address', () => {
  it('takes callbackUrl and a redirectUrl carrying authType, and returns to /auth/callback with both apart', async () => {
    const client = server.client();
    const query = new URLSearchParams({ callbackUrl: `${server.url}/auth/callback`, redirectUrl: '/product/list?keyword=타일&authType=join' });
    const back = await socialSignIn(client, 'kakao', { person: 'custom', name: '스펙형식', email: `spec-form-${Date.now()}@example.com` }, undefined, query.toString());
    expect(back.pathname).toBe('/auth/callback');
    expect(back.searchParams.get('authType')).toBe('join');
    expect(back.searchParams.get('redirectUrl')).toBe('/product/list?keyword=%ED%83%80%EC%9D%BC');
    expect(back.searchParams.get('authToken')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a callbackUrl on another site with 104', async () => {
    const answer = await server.client().get(`/api/oauth/v1/naver/authorize?${new URLSearchParams({ callbackUrl: 'https://evil.example/auth/callback', redirectUrl: '/cart?authType=signin' })}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(104);
  });
});

describe('a dormant account that signs in only through a provider', () => {
  it('is led to the release by its social sign-in, and comes back when the same person verifies', async () => {
    const choice = { person: 'custom', name: '휴면네이버', email: `dormant.${Date.now()}@example.com` };
    const client = server.client();
    const first = await socialSignIn(client, 'naver', choice);
    const unlinked = await socialLogin(client, 'naver', first.searchParams.get('authToken')!);
    expect(unlinked.body.code).toBe(2002);
    const person = newPerson();
    const email = newEmail();
    const joined = await client.post('/api/membership/v1/join', joinBody(await certify(client, person), email, { socialToken: unlinked.body.data!.socialToken }));
    expect(joined.body.code).toBe(0);
    const { member_id: memberId } = await server.db.selectFrom('member').select('member_id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await separateDormant(server.db, memberId, new Date())).toBe(true);

    // Before this, the provider account of a dormant member was taken for a stranger and offered sign-up (2002).
    const browser = server.client();
    const back = await socialSignIn(browser, 'naver', choice);
    const dormant = await socialLogin(browser, 'naver', back.searchParams.get('authToken')!);
    expect(dormant.body.code).toBe(ApiCode.ACCOUNT_DORMANT);
    expect(dormant.body.data?.socialToken).toBeUndefined();
    // Another person's verification does not bring it back; the member's own does, and signs them in.
    expect((await browser.post('/api/membership/v1/dormant/release', { certifyNo: await certify(browser, newPerson()) })).body.code).toBe(ApiCode.IDENTITY_NOT_VERIFIED);
    expect((await browser.post('/api/membership/v1/dormant/release', { certifyNo: await certify(browser, person) })).body.code).toBe(0);
    expect((await browser.get('/api/mypage/v1/profile')).body.code).toBe(0);
    const again = await socialSignIn(server.client(), 'naver', choice);
    expect((await socialLogin(server.client(), 'naver', again.searchParams.get('authToken')!)).body.code).toBe(0);
  });
});
