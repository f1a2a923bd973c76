import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { allConsents, certify, joinBody, joinNewMember, newEmail, newPerson, startIdentityServer } from './test-kit';

const server = serverForTests(startIdentityServer);

const JOIN = '/api/membership/v1/join';

/** The Korean date `years` years before today, shifted by `days`. */
function birthdayYearsAgo(years: number, days = 0): string {
  const korea = new Date(Date.now() + 9 * 3600 * 1000);
  const date = new Date(Date.UTC(korea.getUTCFullYear() - years, korea.getUTCMonth(), korea.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

describe('POST /api/membership/v1/join', () => {
  it('creates the member with name, phone, birthday and gender from the verification, a hashed password and the consents', async () => {
    const client = server.client();
    const person = newPerson({ name: '이가입', phone: '010-5555-1234', birthday: '1995-12-01', gender: 'female' });
    const email = newEmail();
    const answer = await client.post<{ identityId: string; recommendMyCd: string }>(JOIN, joinBody(await certify(client, person), email));
    expect(answer.body.code).toBe(0);
    expect(answer.body.data!.recommendMyCd).toMatch(/^[A-Z2-9]{8}$/);
    const member = await server.db.selectFrom('member').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: '이가입', phone: '01055551234', gender: 'F', nick_name: '마루회원', status: 'ACTIVE', auth_no: 1 });
    expect(member.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const consents = await server.db.selectFrom('member_consent').selectAll().where('member_id', '=', member.member_id).execute();
    expect(Object.fromEntries(consents.map((row) => [row.consent_type, row.agreed]))).toEqual(allConsents);
    expect(consents.every((row) => row.recorded_at instanceof Date)).toBe(true);
  });

  it('ignores personal data in the body: only the verification counts', async () => {
    const client = server.client();
    const certifyNo = await certify(client, newPerson({ name: '진짜이름' }));
    const forged = await client.post(JOIN, { ...joinBody(certifyNo, newEmail()), name: '가짜이름' });
    expect([forged.status, forged.body.code]).toEqual([400, 104]);
  });

  it('gives every member a different recommend code and accepts a friend code', async () => {
    const first = await joinNewMember(server);
    const code = (await server.db.selectFrom('member').select('recommend_my_cd').where('email', '=', first.email).executeTakeFirstOrThrow()).recommend_my_cd;
    const client = server.client();
    const email = newEmail();
    const answer = await client.post<{ recommendMyCd: string }>(JOIN, joinBody(await certify(client, newPerson()), email, { recommendCd: code }));
    expect(answer.body.code).toBe(0);
    expect(answer.body.data!.recommendMyCd).not.toBe(code);
    const unknown = await client.post(JOIN, joinBody(await certify(client, newPerson()), newEmail(), { recommendCd: 'ZZZZZZZZ' }));
    expect(unknown.body.code).toBe(101);
  });

  it('refuses children under 14 by the verified birthday', async () => {
    const client = server.client();
    const child = await client.post(JOIN, joinBody(await certify(client, newPerson({ birthday: birthdayYearsAgo(14, 1) })), newEmail()));
    expect(child.body.code).toBe(2008);
    const fourteenToday = await client.post(JOIN, joinBody(await certify(client, newPerson({ birthday: birthdayYearsAgo(14) })), newEmail()));
    expect(fourteenToday.body.code).toBe(0);
  });

  it('refuses a person who already has an account, and an e-mail already in use', async () => {
    const member = await joinNewMember(server);
    const client = server.client();
    const samePerson = await client.post(JOIN, joinBody(await certify(client, member.person), newEmail()));
    expect(samePerson.body.code).toBe(2007);
    const sameEmail = await client.post(JOIN, joinBody(await certify(client, newPerson()), member.email.toUpperCase()));
    expect(sameEmail.body.code).toBe(2007);
  });

  it('refuses a person who withdrew less than 3 years ago and accepts them after', async () => {
    const member = await joinNewMember(server);
    const withdrawnAt = new Date();
    withdrawnAt.setFullYear(withdrawnAt.getFullYear() - 3);
    withdrawnAt.setDate(withdrawnAt.getDate() + 1);
    await server.db.updateTable('member').set({ status: 'WITHDRAWN', email: null, withdrawn_at: withdrawnAt }).where('email', '=', member.email).execute();
    const client = server.client();
    const early = await client.post(JOIN, joinBody(await certify(client, member.person), newEmail()));
    expect(early.body.code).toBe(2009);
    withdrawnAt.setDate(withdrawnAt.getDate() - 2);
    await server.db.updateTable('member').set({ withdrawn_at: withdrawnAt }).where('withdrawn_at', 'is not', null).where('status', '=', 'WITHDRAWN').execute();
    const later = await client.post(JOIN, joinBody(await certify(client, member.person), newEmail()));
    expect(later.body.code).toBe(0);
  });

  it('refuses missing required consents and weak passwords with 104', async () => {
    const client = server.client();
    const certifyNo = await certify(client, newPerson());
    for (const consent of ['terms', 'privacy', 'age14'] as const) {
      const refused = await client.post(JOIN, joinBody(certifyNo, newEmail(), { consents: { ...allConsents, [consent]: false } }));
      expect([refused.status, refused.body.code]).toEqual([400, 104]);
    }
    const weak = await client.post(JOIN, joinBody(certifyNo, newEmail(), { password: 'password' }));
    expect([weak.status, weak.body.code]).toEqual([400, 104]);
    expect(weak.body.message).toContain('숫자 포함');
    // The verification was not used up by the refusals.
    expect((await client.post(JOIN, joinBody(certifyNo, newEmail()))).body.code).toBe(0);
  });

  it('uses a verification once, only in the browser that made it, and only when finished', async () => {
    const client = server.client();
    const certifyNo = await certify(client, newPerson());
    const stranger = await server.client().post(JOIN, joinBody(certifyNo, newEmail()));
    expect(stranger.body.code).toBe(2010);
    expect((await client.post(JOIN, joinBody(certifyNo, newEmail()))).body.code).toBe(0);
    expect((await client.post(JOIN, joinBody(certifyNo, newEmail()))).body.code).toBe(2010);
    const unfinished = (await client.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo;
    expect((await client.post(JOIN, joinBody(unfinished, newEmail()))).body.code).toBe(2010);
  });

  it('answers malformed, oversized and injected input with 104 and creates nothing', async () => {
    const client = server.client();
    const certifyNo = await certify(client, newPerson());
    const before = await server.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad: Array<Record<string, unknown>> = [
      {},
      { ...joinBody(certifyNo, newEmail()), email: 'not-an-email' },
      { ...joinBody(certifyNo, newEmail()), email: "x'; drop table member; --@example.com" },
      { ...joinBody(certifyNo, newEmail()), nickName: '<script>alert(1)</script>' },
      { ...joinBody(certifyNo, newEmail()), nickName: 'a'.repeat(10_000) },
      { ...joinBody(certifyNo, newEmail()), password: 'x'.repeat(10_000) },
      { ...joinBody(certifyNo, newEmail()), certifyNo: 1234 },
      { ...joinBody(certifyNo, newEmail()), consents: { terms: 'yes' } },
      { ...joinBody(certifyNo, newEmail()), recommendCd: "' OR 1=1 --" },
    ];
    for (const body of bad) {
      const answer = await client.post(JOIN, body);
      expect([answer.status, answer.body.code]).toEqual([400, 104]);
    }
    const after = await server.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
