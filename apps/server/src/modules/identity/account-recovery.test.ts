import { describe, expect, it } from 'vitest';
import { clockFrom } from '../../core/time/clock';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { certify, joinBody, joinNewMember, newEmail, newPerson, PASSWORD, signIn, startIdentityServer, type Member } from './test-kit';

// 아이디·비밀번호 찾기: POST /membership/v1/account/certify finds the verified person's account,
// POST /membership/v1/account/password sets a new password with the grant it gave.

const FIND = '/api/membership/v1/account/certify';
const RESET = '/api/membership/v1/account/password';
const NEW_PASSWORD = 'new-maru-pass2@';

const clock = clockFrom(new Date('2026-11-28T03:00:00Z'));
const server = serverForTests(() => startIdentityServer({}, { clock }));

/** A new browser (the shopper on another day, signed out) that verifies as the member's person. */
async function verifiedAgain(member: Member): Promise<{ client: HttpClient; certifyNo: string }> {
  const client = server.client();
  return { client, certifyNo: await certify(client, member.person) };
}

async function grantFor(member: Member): Promise<{ client: HttpClient; resetToken: string }> {
  const { client, certifyNo } = await verifiedAgain(member);
  const found = await client.post<{ resetToken: string }>(FIND, { certifyNo });
  expect(found.body.code).toBe(0);
  return { client, resetToken: found.body.data!.resetToken };
}

describe('finding one\'s account by identity verification', () => {
  it('answers the account with its e-mail masked and a grant to set a new password', async () => {
    const member = await joinNewMember(server);
    const { client, certifyNo } = await verifiedAgain(member);
    const found = await client.post(FIND, { certifyNo });
    expect(found.body).toMatchObject({ code: 0, data: { email: `${member.email.slice(0, 2)}${'*'.repeat(member.email.indexOf('@') - 2)}@example.com`, socialChannels: [], hasPassword: true, resetToken: expect.any(String) } });
    expect(JSON.stringify(found.body)).not.toContain(member.email);
  });

  it('uses the verification up: the same certifyNo finds nothing a second time', async () => {
    const member = await joinNewMember(server);
    const { client, certifyNo } = await verifiedAgain(member);
    expect((await client.post(FIND, { certifyNo })).body.code).toBe(0);
    expect((await client.post(FIND, { certifyNo })).body.code).toBe(2010);
  });

  it('answers 2002 for a person with no account, and the verification can still be used to join', async () => {
    const client = server.client();
    const certifyNo = await certify(client, newPerson());
    const found = await client.post(FIND, { certifyNo });
    expect(found.body).toMatchObject({ code: 2002, message: expect.stringContaining('가입된 계정이 없습니다') });
    expect((await client.post('/api/membership/v1/join', joinBody(certifyNo, newEmail()))).body.code).toBe(0);
  });

  it('refuses a verification made in another browser, and one not completed', async () => {
    const member = await joinNewMember(server);
    const { certifyNo } = await verifiedAgain(member);
    expect((await server.client().post(FIND, { certifyNo })).body.code).toBe(2010);
    const stranger = server.client();
    const pending = (await stranger.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
    expect((await stranger.post(FIND, { certifyNo: pending })).body.code).toBe(2010);
  });

  it('refuses a body with anything else in it (104)', async () => {
    const answer = await server.client().post(FIND, { certifyNo: 'x', email: 'a@b.kr' });
    expect([answer.status, answer.body.code]).toEqual([400, 104]);
  });
});

describe('setting a new password with the grant', () => {
  it('replaces the password and signs the member out everywhere', async () => {
    const member = await joinNewMember(server);
    expect((await signIn(member.client, member.email)).body.code).toBe(0);
    expect((await member.client.get('/api/mypage/v1/profile')).body.code).toBe(0);
    const { client, resetToken } = await grantFor(member);
    expect((await client.post(RESET, { resetToken, password: NEW_PASSWORD })).body).toEqual({ code: 0, message: 'success' });
    expect((await member.client.get('/api/mypage/v1/profile')).status).toBe(403);
    expect((await signIn(server.client(), member.email)).body.code).toBe(2006);
    expect((await signIn(server.client(), member.email, { password: NEW_PASSWORD })).body.code).toBe(0);
  });

  it('works once: the same grant is refused after a reset', async () => {
    const member = await joinNewMember(server);
    const { client, resetToken } = await grantFor(member);
    expect((await client.post(RESET, { resetToken, password: NEW_PASSWORD })).body.code).toBe(0);
    expect((await client.post(RESET, { resetToken, password: 'third-pass3#' })).body.code).toBe(2010);
    expect((await signIn(server.client(), member.email, { password: NEW_PASSWORD })).body.code).toBe(0);
  });

  it('expires ten minutes after the verification', async () => {
    const member = await joinNewMember(server);
    const { client, resetToken } = await grantFor(member);
    clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect((await client.post(RESET, { resetToken, password: NEW_PASSWORD })).body.code).toBe(2010);
    } finally {
      clock.advance(-(10 * 60 * 1000 + 1000));
    }
    expect((await signIn(server.client(), member.email, { password: PASSWORD })).body.code).toBe(0);
  });

  it('refuses an altered grant and a password that breaks the rules, keeping the old password', async () => {
    const member = await joinNewMember(server);
    const { client, resetToken } = await grantFor(member);
    const [body, mac] = resetToken.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as { memberId: number };
    const forged = `${Buffer.from(JSON.stringify({ ...payload, memberId: payload.memberId + 1 })).toString('base64url')}.${mac}`;
    expect((await client.post(RESET, { resetToken: forged, password: NEW_PASSWORD })).body.code).toBe(2010);
    const weak = await client.post(RESET, { resetToken, password: 'short' });
    expect([weak.status, weak.body.code]).toEqual([400, 104]);
    expect((await signIn(server.client(), member.email)).body.code).toBe(0);
  });
});
