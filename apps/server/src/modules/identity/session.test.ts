import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { PASSWORD, joinNewMember, newEmail, signIn, startIdentityServer } from './test-kit';

const server = serverForTests(startIdentityServer);

const STATUS = '/api/membership/v1/account/status';
const CHECK = '/api/oauth/v1/token/check';

function cookieLine(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

describe('POST /api/membership/v1/account/status', () => {
  it('answers 0 for an active account, 2002 for an unknown e-mail and the state codes otherwise', async () => {
    const member = await joinNewMember(server);
    const client = server.client();
    expect((await client.post(STATUS, { email: member.email })).body.code).toBe(0);
    expect((await client.post(STATUS, { email: newEmail() })).body.code).toBe(2002);
    for (const [status, code] of [['DORMANT', 2003], ['SUSPENDED', 2004]] as const) {
      await server.db.updateTable('member').set({ status }).where('email', '=', member.email).execute();
      expect((await client.post(STATUS, { email: member.email })).body.code).toBe(code);
    }
    await server.db.updateTable('member').set({ status: 'WITHDRAWN', email: null, withdrawn_at: new Date() }).where('email', '=', member.email).execute();
    expect((await client.post(STATUS, { email: member.email })).body.code).toBe(2005);
    const bad = await client.post(STATUS, { email: '<b>x</b>' });
    expect([bad.status, bad.body.code]).toEqual([400, 104]);
  });
});

describe('POST /api/membership/v1/login', () => {
  it('signs in with random tokens stored only as hashes, the device fields and the session cookies', async () => {
    const member = await joinNewMember(server);
    const answer = await signIn(member.client, member.email, {
      autoLogin: 'Y',
      deviceType: 'PC',
      deviceOs: 'macOS',
      browser: 'Chrome',
      browserVer: '120.0',
      browserAgent: 'Mozilla/5.0 (Macintosh) Chrome/120.0',
      osVersion: '14.1',
      deviceId: '',
      pushToken: '',
    });
    expect(answer.body.code).toBe(0);
    const { accessToken, refreshToken } = answer.body.data!;
    for (const token of [accessToken, refreshToken]) expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    for (const name of ['tma', 'tmr', 'tml']) {
      const line = cookieLine(answer.headers, name)!;
      expect(line).toMatch(/Max-Age=2592000/);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
    }
    expect(cookieLine(answer.headers, 'tma')).toContain(accessToken);
    const marker = cookieLine(answer.headers, 'tms_signed')!;
    expect(marker).toMatch(/^tms_signed=1;/);
    expect(marker).not.toMatch(/HttpOnly/);
    expect(marker).toMatch(/Max-Age=2592000/);

    const sessions = await server.db.selectFrom('member_session').selectAll().execute();
    const json = JSON.stringify(sessions);
    expect(json).not.toContain(accessToken);
    expect(json).not.toContain(refreshToken);
    const session = sessions.find((row) => row.browser_agent === 'Mozilla/5.0 (Macintosh) Chrome/120.0')!;
    expect(session).toMatchObject({ device_type: 'PC', device_os: 'macOS', browser: 'Chrome', browser_ver: '120.0', os_version: '14.1', auto_login: true });
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('sets no tml cookie without autoLogin and fills device fields from the user agent', async () => {
    const member = await joinNewMember(server);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Version/17.1 Mobile/15E148 Safari/604.1';
    const answer = await signIn(member.client, member.email, { autoLogin: 'N' });
    expect(cookieLine(answer.headers, 'tml')).toBeUndefined();
    const phone = server.client();
    await signIn(phone, member.email, { browserAgent: iphone });
    const session = await server.db.selectFrom('member_session').selectAll().where('browser_agent', '=', iphone).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ device_type: 'mobile', device_os: 'iOS', os_version: '17.1', browser: 'Safari' });
  });

  it('answers a wrong password with WRONG_PASSWORD at HTTP 200, an unknown e-mail with 2002, and a dormant account with its code', async () => {
    const member = await joinNewMember(server);
    const wrong = await member.client.post('/api/membership/v1/login', { email: member.email, password: 'wrong-pass1!' });
    expect([wrong.status, wrong.body.code]).toEqual([200, 2006]);
    expect(cookieLine(wrong.headers, 'tma')).toBeUndefined();
    const unknown = await member.client.post('/api/membership/v1/login', { email: newEmail(), password: PASSWORD });
    expect(unknown.body.code).toBe(2002);
    await server.db.updateTable('member').set({ status: 'DORMANT' }).where('email', '=', member.email).execute();
    expect((await signIn(member.client, member.email)).body.code).toBe(2003);
  });

  it('answers bad input with 104', async () => {
    const client = server.client();
    for (const body of [{}, { email: 'a@b.co' }, { email: 'a@b.co', password: 1 }, { email: 'a@b.co', password: 'x', autoLogin: 'yes' }, { email: 'a@b.co', password: 'x', browserAgent: 'u'.repeat(10_000) }]) {
      const answer = await client.post('/api/membership/v1/login', body);
      expect([answer.status, answer.body.code]).toEqual([400, 104]);
    }
  });
});

describe('POST /api/oauth/v1/token/check', () => {
  it('answers 1002 without a token', async () => {
    expect((await server.client().post(CHECK)).body.code).toBe(1002);
  });

  it('answers 0 for a live session, extends it and re-sets the cookies', async () => {
    const member = await joinNewMember(server);
    await signIn(member.client, member.email);
    await server.db.updateTable('member_session').set({ expires_at: new Date(Date.now() + 60_000) }).execute();
    const answer = await member.client.post(CHECK);
    expect(answer.body.code).toBe(0);
    expect(cookieLine(answer.headers, 'tma')).toMatch(/Max-Age=2592000/);
    expect(cookieLine(answer.headers, 'tms_signed')).toMatch(/^tms_signed=1/);
    const access = member.client.cookies.get('tma')!;
    const { createHash } = await import('node:crypto');
    const session = await server.db
      .selectFrom('member_session')
      .selectAll()
      .where('access_hash', '=', createHash('sha256').update(access).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(session.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('accepts the tokens from the _tma_token / _tmr_token headers (app clients)', async () => {
    const member = await joinNewMember(server);
    const { accessToken, refreshToken } = (await signIn(server.client(), member.email)).body.data!;
    const app = server.client();
    const answer = await app.post(CHECK, undefined, { noXsrf: true, headers: { _tma_token: accessToken, _tmr_token: refreshToken } });
    expect(answer.body.code).toBe(0);
    const mismatched = await server.client().post(CHECK, undefined, { noXsrf: true, headers: { _tma_token: accessToken, _tmr_token: 'other' } });
    expect(mismatched.body.code).toBe(1003);
  });

  it('answers 1003 for an unknown or expired token and clears the token cookies and the marker', async () => {
    const client = server.client();
    client.cookies.set('tma', 'forged-token');
    client.cookies.set('tms_signed', '1');
    const answer = await client.post(CHECK);
    expect(answer.body.code).toBe(1003);
    for (const name of ['tma', 'tmr', 'tml', 'tms_signed']) expect(cookieLine(answer.headers, name)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(client.cookies.has('tma')).toBe(false);

    const member = await joinNewMember(server);
    await signIn(member.client, member.email);
    await server.db.updateTable('member_session').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await member.client.post(CHECK)).body.code).toBe(1003);
  });
});

describe('POST /api/membership/v1/logout', () => {
  it('revokes both tokens, clears the cookies and answers 0', async () => {
    const member = await joinNewMember(server);
    const { accessToken, refreshToken } = (await signIn(member.client, member.email)).body.data!;
    const answer = await member.client.post('/api/membership/v1/logout');
    expect(answer.body).toEqual({ code: 0, message: 'success' });
    expect(member.client.cookies.has('tma')).toBe(false);
    expect(member.client.cookies.has('tms_signed')).toBe(false);
    const reuse = await server.client().post(CHECK, undefined, { noXsrf: true, headers: { _tma_token: accessToken, _tmr_token: refreshToken } });
    expect(reuse.body.code).toBe(1003);
    const profile = await server.client().get('/api/mypage/v1/profile', { headers: { _tma_token: accessToken } });
    expect([profile.status, profile.body.code]).toEqual([403, 1003]);
    expect((await server.client().post('/api/membership/v1/logout')).body.code).toBe(0);
  });
});
