import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/http/errors';
import type { ServerModule } from '../../core/module';
import { modules } from '..';
import { serverForTests, startTestServer } from '../../../test/harness';
import { DEFAULT_CLIENT_API_KEY } from './settings';
import { memberIdOf, requireMember, visitorKeyOf, visitorOf } from '.';
import { signedInMember, startIdentityServer } from './test-kit';

// What the cart, likes and restock modules will do with the exported helpers.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/v1/visitor', async (request) => ok(await visitorOf(request)));
  app.get('/probe/v1/counted', async (request) => {
    const memberId = await memberIdOf(request);
    return ok({ memberId: memberId ?? null, key: visitorKeyOf(request, memberId) });
  });
  app.get('/probe/v1/members-only', { preHandler: requireMember }, async (request) => ok({ memberId: request.member!.memberId }));
};
const probe: ServerModule = { name: 'probe', migrations: {}, routes: probeRoutes };

const server = serverForTests(() => startTestServer({ modules: [...modules, probe], env: { MARU_REDIS_PREFIX: 'test:system:' } }));

describe('GET /api/oauth/v1/key/api', () => {
  it('answers the public client key, the configured one, or apiKey empty when set empty', async () => {
    expect((await server.client().get('/api/oauth/v1/key/api')).body).toEqual({ code: 0, message: 'success', data: { key: DEFAULT_CLIENT_API_KEY } });
    for (const [value, expected] of [['browser-key-123', { code: 0, data: { key: 'browser-key-123' } }], ['', { code: 999, message: 'apiKey empty' }]] as const) {
      const other = await startIdentityServer({ MARU_CLIENT_API_KEY: value });
      try {
        expect((await other.client().get('/api/oauth/v1/key/api')).body).toMatchObject(expected);
      } finally {
        await other.close();
      }
    }
  });
});

describe('GET /api/system/v1/providers', () => {
  it('marks every provider as sandbox when no keys are set', async () => {
    const answer = await server.client().get('/api/system/v1/providers');
    expect(answer.body.data).toEqual({ kakao: { sandbox: true }, naver: { sandbox: true }, portone: { sandbox: true }, postcode: { mode: 'auto' } });
  });
});

describe('visitorOf and requireMember for other modules', () => {
  it('tells members, guests (cookie or _tma_id header) and strangers apart', async () => {
    const guest = server.client();
    const { sessionId } = (await guest.post<{ sessionId: string }>('/api/oauth/v1/guest/token')).body.data!;
    expect((await guest.get('/api/probe/v1/visitor')).body.data).toEqual({ guestId: sessionId });
    expect((await server.client().get('/api/probe/v1/visitor', { headers: { _tma_id: sessionId } })).body.data).toEqual({ guestId: sessionId });
    expect((await server.client().get('/api/probe/v1/visitor', { headers: { _tma_id: 'made-up' } })).body.data).toEqual({});

    const member = await signedInMember(server);
    const memberId = (await server.db.selectFrom('member').select('member_id').where('email', '=', member.email).executeTakeFirstOrThrow()).member_id;
    expect((await member.client.get('/api/probe/v1/visitor')).body.data).toEqual({ memberId });
    expect((await member.client.get('/api/probe/v1/members-only')).body.data).toEqual({ memberId });
    const guestOnly = await guest.get('/api/probe/v1/members-only');
    expect([guestOnly.status, guestOnly.body.code]).toEqual([403, 1002]);
  });

  it('names the member for open routes, and keys visitors for counting without looking the guest id up', async () => {
    const member = await signedInMember(server);
    const memberId = (await server.db.selectFrom('member').select('member_id').where('email', '=', member.email).executeTakeFirstOrThrow()).member_id;
    expect((await member.client.get('/api/probe/v1/counted')).body.data).toEqual({ memberId, key: `m:${memberId}` });
    expect((await server.client().get('/api/probe/v1/counted', { headers: { _tma_id: 'made-up' } })).body.data).toEqual({ memberId: null, key: 'g:made-up' });
    expect((await server.client().get('/api/probe/v1/counted')).body.data).toEqual({ memberId: null, key: 'ip:127.0.0.1' });
  });
});

describe('the PortOne sandbox page', () => {
  it('returns to m_redirect_url with imp_uid, merchant_uid and success, and the result completes the verification', async () => {
    const client = server.client();
    const certifyNo = (await client.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
    const page = await client.get(`/sandbox/portone/certify?merchant_uid=${certifyNo}&m_redirect_url=${encodeURIComponent('/verify/callback')}`);
    expect(page.text).toContain('테스트 환경');
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    const form = new URLSearchParams({ merchant_uid: certifyNo, m_redirect_url: '/verify/callback', name: '<b>박테스트</b>', phone: '010-1111-2222', birthday: '1980-01-31', gender: 'female' });
    const submitted = await client.get(`/sandbox/portone/certify/submit?${form}`);
    expect(submitted.status).toBe(302);
    const back = new URL(submitted.headers.get('location')!, server.url);
    expect(back.pathname).toBe('/verify/callback');
    expect(back.searchParams.get('success')).toBe('true');
    expect(back.searchParams.get('merchant_uid')).toBe(certifyNo);
    const done = await client.post('/api/certify/v1/complete', { certifyNo, certifyUid: back.searchParams.get('imp_uid') });
    expect(done.body).toMatchObject({ code: 0, data: { result: true } });
  });

  it('as a popup posts the result to the opener with an external script, values escaped', async () => {
    const client = server.client();
    const form = new URLSearchParams({ merchant_uid: 'maru_"><script>x</script>', name: '김팝업', phone: '010-1111-2222', birthday: '1980-01-31', gender: 'male' });
    const page = await client.get(`/sandbox/portone/certify/submit?${form}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/sandbox/portone/certify-popup.js" defer></script>');
    expect(page.text).not.toContain('<script>x</script>');
    const script = await client.get('/sandbox/portone/certify-popup.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain('window.opener.postMessage');
  });

  it('refuses a return address on another site', async () => {
    const answer = await server.client().get(`/sandbox/portone/certify?merchant_uid=m&m_redirect_url=${encodeURIComponent('https://evil.example/')}`);
    expect(answer.status).toBe(400);
  });
});
