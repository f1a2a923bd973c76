import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { certify, newPerson, signIn, signedInMember, startIdentityServer } from './test-kit';

const server = serverForTests(startIdentityServer);

const PROFILE = '/api/mypage/v1/profile';

describe('GET /api/mypage/v1/profile', () => {
  it('shows the profile with the middle digits of the phone masked', async () => {
    const member = await signedInMember(server);
    const answer = await member.client.get<{ profile: Record<string, unknown> }>(PROFILE);
    expect(answer.body.code).toBe(0);
    const profile = answer.body.data!.profile;
    expect(profile).toMatchObject({
      birthday: '1990-05-17',
      gender: 'M',
      nickName: '마루회원',
      authNo: 1,
      email: member.email,
      name: member.person.name,
      phone: '010-****-5678',
      marketingSms: false,
      marketingEmail: true,
    });
    expect(profile.identityId).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile.recommendMyCd).toMatch(/^[A-Z2-9]{8}$/);
    expect(Object.keys(profile)).not.toContain('uniqueKeyHash');
  });

  it('answers 403/1002 without a token and 403/1003 for a token of no live session', async () => {
    const none = await server.client().get(PROFILE);
    expect([none.status, none.body.code]).toEqual([403, 1002]);
    const forged = await server.client().get(PROFILE, { headers: { _tma_token: 'forged' } });
    expect([forged.status, forged.body.code]).toEqual([403, 1003]);
  });
});

describe('PUT /api/mypage/v1/profile', () => {
  it('changes the nickname and marketing consents and records the consent change with its time', async () => {
    const member = await signedInMember(server);
    const answer = await member.client.put(PROFILE, { nickName: '새닉네임', marketingSms: true });
    expect(answer.body.code).toBe(0);
    const profile = (await member.client.get<{ profile: Record<string, unknown> }>(PROFILE)).body.data!.profile;
    expect(profile).toMatchObject({ nickName: '새닉네임', marketingSms: true, marketingEmail: true });
    const history = await server.db
      .selectFrom('member_consent')
      .innerJoin('member', 'member.member_id', 'member_consent.member_id')
      .select(['consent_type', 'agreed'])
      .where('member.email', '=', member.email)
      .where('consent_type', '=', 'marketingSms')
      .orderBy('consent_id')
      .execute();
    expect(history.map((row) => row.agreed)).toEqual([false, true]);
  });

  it('refuses bad input with 104 and changes nothing', async () => {
    const member = await signedInMember(server);
    for (const body of [{ nickName: '<img src=x onerror=alert(1)>' }, { nickName: 'x'.repeat(10_000) }, { marketingSms: 'Y' }, { email: 'other@example.com' }, { nickName: "a' OR '1'='1" }]) {
      const answer = await member.client.put(PROFILE, body);
      expect([answer.status, answer.body.code]).toEqual([400, 104]);
    }
    expect((await member.client.get<{ profile: { nickName: string } }>(PROFILE)).body.data!.profile.nickName).toBe('마루회원');
  });
});

describe('POST /api/mypage/v1/certify/change', () => {
  it('changes the phone after a fresh verification of the same person', async () => {
    const member = await signedInMember(server);
    const certifyNo = await certify(member.client, { ...member.person, phone: '010-2222-3333' });
    const answer = await member.client.post('/api/mypage/v1/certify/change', { certifyNo });
    expect(answer.body.code).toBe(0);
    expect((await member.client.get<{ profile: { phone: string } }>(PROFILE)).body.data!.profile.phone).toBe('010-****-3333');
    expect((await member.client.post('/api/mypage/v1/certify/change', { certifyNo })).body.code).toBe(2010);
  });

  it('refuses a verification of a different person with 2010', async () => {
    const member = await signedInMember(server);
    const certifyNo = await certify(member.client, newPerson({ phone: '010-4444-5555' }));
    const answer = await member.client.post('/api/mypage/v1/certify/change', { certifyNo });
    expect(answer.body.code).toBe(2010);
    expect(answer.body.message).toContain('본인 명의');
    expect((await member.client.get<{ profile: { phone: string } }>(PROFILE)).body.data!.profile.phone).toBe('010-****-5678');
  });
});

describe('POST /api/mypage/v1/withdrawal', () => {
  it('takes effect at once: sessions revoked, cookies cleared, personal data gone, hashes kept', async () => {
    const member = await signedInMember(server);
    const otherDevice = server.client();
    await signIn(otherDevice, member.email);
    const before = await server.db.selectFrom('member').selectAll().where('email', '=', member.email).executeTakeFirstOrThrow();
    const answer = await member.client.post('/api/mypage/v1/withdrawal', { reason: '자주 이용하지 않아요' });
    expect(answer.body.code).toBe(0);
    expect(member.client.cookies.has('tma')).toBe(false);
    expect((await otherDevice.get(PROFILE)).body.code).toBe(1003);

    const after = await server.db.selectFrom('member').selectAll().where('member_id', '=', before.member_id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'WITHDRAWN', email: null, name: null, phone: null, birthday: null, gender: null, nick_name: null, password_hash: null });
    expect(after.unique_key_hash).toBe(before.unique_key_hash);
    expect(after.withdrawn_at).toBeInstanceOf(Date);
    expect(JSON.stringify(after)).not.toContain(member.person.name);

    expect((await server.client().post('/api/membership/v1/account/status', { email: member.email })).body.code).toBe(2005);
    expect((await signIn(server.client(), member.email)).body.code).toBe(2002);
    const again = server.client();
    const rejoin = await again.post('/api/membership/v1/join', {
      certifyNo: await certify(again, member.person),
      email: member.email,
      password: 'maru-pass1!',
      nickName: '다시가입',
      consents: { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: false },
    });
    expect(rejoin.body.code).toBe(2009);
  });

  it('needs a signed-in member', async () => {
    const answer = await server.client().post('/api/mypage/v1/withdrawal', {});
    expect([answer.status, answer.body.code]).toEqual([403, 1002]);
  });
});
