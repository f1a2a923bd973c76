import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { certify, newPerson, startIdentityServer } from './test-kit';

const server = serverForTests(startIdentityServer);

describe('POST /api/oauth/v1/guest/token', () => {
  it('creates a guest id of at least 128 random bits and sets tma_id for one day', async () => {
    const client = server.client();
    const first = await client.post<{ sessionId: string }>('/api/oauth/v1/guest/token');
    const second = await server.client().post<{ sessionId: string }>('/api/oauth/v1/guest/token');
    expect(first.body.code).toBe(0);
    const id = first.body.data!.sessionId;
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(id).not.toBe(second.body.data!.sessionId);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('tma_id='))!;
    expect(cookie).toContain(`tma_id=${id}`);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Only its hash is stored.
    const stored = await server.db.selectFrom('guest_session').select('guest_hash').execute();
    expect(stored.map((row) => row.guest_hash)).not.toContain(id);
  });
});

describe('identity verification (PortOne v1 through the sandbox)', () => {
  it('creates a request, completes it with the provider result and shows it to the same visitor', async () => {
    const client = server.client();
    const person = newPerson({ name: '김인증', phone: '010-9876-5432', birthday: '1988-02-03', gender: 'female' });
    const start = await client.get<{ certifyNo: string; sandbox: boolean; sandboxUrl: string }>('/api/certify/v1');
    expect(start.body.data).toMatchObject({ sandbox: true, sandboxUrl: '/sandbox/portone/certify' });
    expect(start.body.data!.certifyNo.length).toBeGreaterThan(40);

    const certifyNo = await certify(client, person);
    const shown = await client.get<{ certify: Record<string, unknown> }>(`/api/certify/v1/${certifyNo}`);
    expect(shown.body).toMatchObject({
      code: 0,
      data: { certify: { certifyNo, name: '김인증', phone: '01098765432', birthday: '1988-02-03', gender: 'F', certified: true } },
    });
    const row = await server.db.selectFrom('certify_request').selectAll().where('certify_no', '=', certifyNo).executeTakeFirstOrThrow();
    expect(row.unique_key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows a request to nobody but the visitor who made it', async () => {
    const owner = server.client();
    const certifyNo = await certify(owner, newPerson());
    const stranger = await server.client().get(`/api/certify/v1/${certifyNo}`);
    expect(stranger.body.code).toBe(101);
    expect(JSON.stringify(stranger.body)).not.toContain('홍길동');
    const unknown = await owner.get('/api/certify/v1/maru_nothing');
    expect(unknown.body.code).toBe(101);
  });

  it('expires a request after 30 minutes', async () => {
    const client = server.client();
    const certifyNo = await certify(client, newPerson());
    await server.db.updateTable('certify_request').set({ expires_at: new Date(Date.now() - 1000) }).where('certify_no', '=', certifyNo).execute();
    const late = await client.get(`/api/certify/v1/${certifyNo}`);
    expect(late.body.code).toBe(101);
  });

  it('passes on the provider failure as F0000 for an unknown imp_uid', async () => {
    const client = server.client();
    const start = await client.get<{ certifyNo: string }>('/api/certify/v1');
    const answer = await client.post('/api/certify/v1/complete', { certifyNo: start.body.data!.certifyNo, certifyUid: 'imp_000000000000' });
    expect(answer.body).toEqual({ code: 'F0000', message: 'saveIdentityVerification Fail', data: { result: false, code: 'F0000' } });
  });

  it('refuses a certification made for another request (merchant_uid mismatch) or not certified', async () => {
    const client = server.client();
    const mine = (await client.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
    const other = (await client.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
    const made = await client.post('/sandbox/portone/certifications', { merchant_uid: other, ...newPerson() });
    const impUid = (made.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
    const mismatch = await client.post('/api/certify/v1/complete', { certifyNo: mine, certifyUid: impUid });
    expect(mismatch.body).toMatchObject({ code: 2010, data: { result: false, code: 2010 } });

    const unfinished = await client.post('/sandbox/portone/certifications', { merchant_uid: mine, certified: false, ...newPerson() });
    const unfinishedUid = (unfinished.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
    const refused = await client.post('/api/certify/v1/complete', { certifyNo: mine, certifyUid: unfinishedUid });
    expect(refused.body).toMatchObject({ code: 2010, data: { result: false } });
    expect((await client.get<{ certify: { certified: boolean } }>(`/api/certify/v1/${mine}`)).body.data!.certify.certified).toBe(false);
  });

  it('answers imp_uid empty / merchant_uid empty with 104', async () => {
    const client = server.client();
    const noUid = await client.post('/api/certify/v1/complete', { certifyNo: 'maru_x', certifyUid: '' });
    expect([noUid.status, noUid.body.code, noUid.body.message]).toEqual([400, 104, 'imp_uid empty']);
    const noMerchant = await client.post('/api/certify/v1/complete', { certifyNo: ' ', certifyUid: 'imp_1' });
    expect([noMerchant.status, noMerchant.body.code, noMerchant.body.message]).toEqual([400, 104, 'merchant_uid empty']);
    const missing = await client.post('/api/certify/v1/complete', { certifyNo: 'maru_x' });
    expect([missing.status, missing.body.code]).toEqual([400, 104]);
  });

  it('refuses a completion from another browser', async () => {
    const owner = server.client();
    const certifyNo = (await owner.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
    const made = await owner.post('/sandbox/portone/certifications', { merchant_uid: certifyNo, ...newPerson() });
    const impUid = (made.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
    const thief = await server.client().post('/api/certify/v1/complete', { certifyNo, certifyUid: impUid });
    expect(thief.body).toMatchObject({ code: 101, message: 'saveIdentityVerification Fail', data: { result: false } });
  });

  it('answers F0000 when the provider refuses the server credentials', async () => {
    // A second server uses keys the sandbox does not know, pointed at the first server's sandbox.
    const strict = await startIdentityServer({ PORTONE_IMP_KEY: 'wrong', PORTONE_IMP_SECRET: 'wrong', PORTONE_API_URL: `${server.url}/sandbox/portone` });
    try {
      const client = strict.client();
      const certifyNo = (await client.get<{ certifyNo: string; sandbox: boolean }>('/api/certify/v1')).body.data!.certifyNo;
      const made = await server.client().post('/sandbox/portone/certifications', { merchant_uid: certifyNo, ...newPerson() });
      const impUid = (made.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
      const answer = await client.post('/api/certify/v1/complete', { certifyNo, certifyUid: impUid });
      expect(answer.body).toMatchObject({ code: 'F0000', data: { result: false, code: 'F0000' } });
      const providers = await strict.client().get<{ portone: { sandbox: boolean } }>('/api/system/v1/providers');
      expect(providers.body.data!.portone.sandbox).toBe(false);
      // With keys set the sandbox does not exist.
      expect((await strict.client().post('/sandbox/portone/users/getToken', { imp_key: 'sandbox-imp-key' })).status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
