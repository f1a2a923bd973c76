import { randomUUID } from 'node:crypto';
import { ApiCode, auditActionLabel, type AdminMemberListView, type AuditPage, type AdminMemberView, type MemberPersonalView, type PointView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockFrom } from '../../core/time/clock';
import { auditEntriesOf, givePoints, signedInStaff, signIn, verifiedMember, type SignedInStaff } from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// The console's members (issue 28) over real HTTP: the member page (right 'members'), the
// reveal (also 'members.personal', with a reason, logged), points given and taken back (never
// below zero, seen by the member), and suspension (sessions end, sign-in refused 2004) and
// its lifting. Every answer but the reveal's is scanned for the whole phone number and e-mail.

const clock = clockFrom(new Date('2027-05-12T10:00:00+09:00'));
const server = serverForTests(() =>
  startTestServer({ clock, env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: 'certify-start.perIp=1000,certify-complete.perIp=1000,join.perIp=1000,sign-in-failures.perIp=1000' } }),
);
const MEMBERS = '/api/admin/v1/members';

let admin: SignedInStaff;
let operator: SignedInStaff;
let catalogue: SignedInStaff;
let promotions: SignedInStaff;
beforeAll(async () => {
  [admin, operator, catalogue, promotions] = await Promise.all([signedInStaff(server, 'ADMIN'), signedInStaff(server, 'OPERATOR'), signedInStaff(server, 'CATALOGUE'), signedInStaff(server, 'PROMOTIONS')]);
});

interface Shopper {
  memberId: number;
  email: string;
  phone: string;
  name: string;
  client: HttpClient;
}

async function shopper(): Promise<Shopper> {
  const member = await verifiedMember(server);
  const row = await server.db.selectFrom('member').select(['member_id', 'phone']).where('email', '=', member.email).executeTakeFirstOrThrow();
  return { memberId: row.member_id, email: member.email, phone: row.phone!, name: member.person.name, client: member.client };
}

/** Neither the digits of the phone nor the e-mail appear anywhere in the answer's text. */
function expectMasked(answer: unknown, who: Shopper) {
  const text = JSON.stringify(answer);
  const digits = who.phone.replace(/\D/g, '');
  expect(text.replace(/\D/g, '')).not.toContain(digits);
  expect(text).not.toContain(`${digits.slice(0, 3)}-${digits.slice(3, 7)}`);
  expect(text.toLowerCase()).not.toContain(who.email.toLowerCase());
  expect(text).not.toContain(who.name);
}

const page = async (client: HttpClient, memberId: number) => (await client.get<AdminMemberView>(`${MEMBERS}/${memberId}`)).body;

describe('who may use the member calls', () => {
  let target: Shopper;
  beforeAll(async () => {
    target = await shopper();
  });

  const calls = (memberId: number): [string, (client: HttpClient) => ReturnType<HttpClient['get']>][] => [
    ['GET page', (client) => client.get(`${MEMBERS}/${memberId}`)],
    ['POST reveal', (client) => client.post(`${MEMBERS}/${memberId}/reveal`, { reason: '고객 문의 응대' })],
    ['POST points', (client) => client.post(`${MEMBERS}/${memberId}/points`, { amount: 1000, reason: '보상' })],
    ['POST suspend', (client) => client.post(`${MEMBERS}/${memberId}/suspend`, { reason: '침입 시도', reasonCode: 'OTHER' })],
    ['POST unsuspend', (client) => client.post(`${MEMBERS}/${memberId}/unsuspend`, {})],
  ];

  it('a shopper’s session, a guest and no cookie are refused 6001 on every call, and nothing changes', async () => {
    const other = await shopper();
    for (const client of [other.client, target.client, server.client()]) {
      for (const [name, call] of calls(target.memberId)) {
        const answer = await call(client);
        expect([name, answer.status, answer.body.code, answer.body.data]).toEqual([name, 403, ApiCode.STAFF_NOT_SIGNED_IN, undefined]);
      }
    }
    expect((await page(admin.client, target.memberId)).data).toMatchObject({ status: 'ACTIVE', points: { balance: 0, total: 0 } });
    expect(await auditEntriesOf(server, 'member', target.memberId)).toEqual([]);
  });

  it('catalogue and promotions staff (no right "members") are refused 6003 on every call; promotions keep the masked search', async () => {
    for (const staff of [catalogue, promotions]) {
      for (const [name, call] of calls(target.memberId)) {
        const answer = await call(staff.client);
        expect([staff.role, name, answer.status, answer.body.code, answer.body.data]).toEqual([staff.role, name, 403, ApiCode.STAFF_ROLE_REFUSED, undefined]);
      }
    }
    expect((await promotions.client.get(`${MEMBERS}?keyword=${target.memberId}`)).body.code).toBe(0);
    expect((await catalogue.client.get(`${MEMBERS}?keyword=${target.memberId}`)).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
  });

  it('an operator (members, not members.personal) reads the page but is refused the reveal 6003, even with a bad body', async () => {
    expect((await page(operator.client, target.memberId)).code).toBe(0);
    for (const body of [{ reason: '고객 문의 응대' }, {}, { reason: 1 }]) {
      const answer = await operator.client.post(`${MEMBERS}/${target.memberId}/reveal`, body);
      expect([answer.status, answer.body.code, answer.body.data]).toEqual([403, ApiCode.STAFF_ROLE_REFUSED, undefined]);
    }
    expect(await auditEntriesOf(server, 'member', target.memberId)).toEqual([]);
  });

  it('an unknown member is 404/6301; a malformed member number 400/104', async () => {
    expect((await admin.client.get(`${MEMBERS}/2000000000`)).body.code).toBe(ApiCode.MEMBER_NOT_FOUND);
    expect((await admin.client.post(`${MEMBERS}/2000000000/reveal`, { reason: '고객 문의 응대' })).body.code).toBe(ApiCode.MEMBER_NOT_FOUND);
    expect((await admin.client.post(`${MEMBERS}/2000000000/points`, { amount: 100, reason: '보상' })).body.code).toBe(ApiCode.MEMBER_NOT_FOUND);
    expect((await admin.client.post(`${MEMBERS}/2000000000/suspend`, { reason: '사유 있음' })).body.code).toBe(ApiCode.MEMBER_NOT_FOUND);
    const bad = await admin.client.get(`${MEMBERS}/abc`);
    expect([bad.status, bad.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });
});

describe('the member page and the reveal', () => {
  it('the search and the page are masked; an admin reveals with a reason, and the audit log shows who, why and which fields', async () => {
    const member = await shopper();
    await server.db
      .insertInto('member_address')
      .values({ member_id: member.memberId, label: '집', receiver_name: member.name, receiver_phone: member.phone, zonecode: '06236', address: '서울특별시 강남구 테헤란로 123', address_detail: '4층 401호', is_default: true })
      .execute();
    const list = (await admin.client.get<AdminMemberListView>(`${MEMBERS}?keyword=${member.memberId}`)).body;
    expect(list).toMatchObject({ code: 0, data: { list: [{ memberId: member.memberId }], total: 1 } });
    expectMasked(list, member);

    const view = await page(admin.client, member.memberId);
    expect(view).toMatchObject({ code: 0, data: { memberId: member.memberId, status: 'ACTIVE', statusLabel: '정상', suspension: null, addresses: [{ label: '집', address: '서울특별시 강남구 ***', isDefault: true }] } });
    expect(view.data!.phone).toMatch(/^010-\*{4}-\d{4}$/);
    expect(view.data!.lastSignInAt).not.toBeNull();
    expectMasked(view, member);
    expect(JSON.stringify(view)).not.toContain('테헤란로');

    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: '가' }, { reason: 'x'.repeat(201) }]) {
      const refused = await admin.client.post(`${MEMBERS}/${member.memberId}/reveal`, body);
      expect([JSON.stringify(body).slice(0, 20), refused.status, refused.body.code, refused.body.data]).toEqual([JSON.stringify(body).slice(0, 20), 400, ApiCode.REQUIRED_PARAMETER, undefined]);
    }
    expect(await auditEntriesOf(server, 'member', member.memberId)).toEqual([]);

    const revealed = await admin.client.post<MemberPersonalView>(`${MEMBERS}/${member.memberId}/reveal`, { reason: '  배송 문의 전화 회신  ' });
    expect(revealed.body).toMatchObject({
      code: 0,
      data: { memberId: member.memberId, name: member.name, email: member.email, phone: member.phone, addresses: [{ address: '서울특별시 강남구 테헤란로 123', addressDetail: '4층 401호', zonecode: '06236' }] },
    });
    const [entry] = await auditEntriesOf(server, 'member', member.memberId);
    expect(entry).toMatchObject({ action: 'member.reveal', staff_id: admin.staffId, after: { reason: '배송 문의 전화 회신', revealed: ['이름', '휴대폰 번호', '이메일', '주소'] } });

    const log = await admin.client.get<AuditPage>(`/api/admin/v1/audit?action=member.reveal`);
    expect(log.body.data!.list.find((row) => row.targetId === String(member.memberId))).toMatchObject({
      action: 'member.reveal', targetType: 'member', staff: { staffId: admin.staffId }, after: { reason: '배송 문의 전화 회신' },
    });
    expect(auditActionLabel('member.reveal')).toBe('회원 개인정보 열람');
  });
});

describe('points', () => {
  it('an operator gives and takes back points with a reason; below zero is refused 6302; the member sees them on my page', async () => {
    const member = await shopper();
    await givePoints(server, member.memberId, 500, { at: clock.now() });
    const given = await operator.client.post<AdminMemberView>(`${MEMBERS}/${member.memberId}/points`, { amount: 3000, reason: '배송 지연 보상' });
    expect(given.body).toMatchObject({ code: 0, data: { points: { balance: 3500, total: 2, list: [{ kindLabel: '적립금 지급', amount: 3000, balanceAfter: 3500, description: '배송 지연 보상' }, {}] } } });
    expectMasked(given.body, member);

    const past = await operator.client.post(`${MEMBERS}/${member.memberId}/points`, { amount: -3501, reason: '잘못 지급한 적립금 회수' });
    expect([past.status, past.body.code, past.body.data]).toEqual([200, ApiCode.POINTS_BELOW_ZERO, undefined]);
    expect(past.body.message).toContain('3,500원');
    const taken = await operator.client.post<AdminMemberView>(`${MEMBERS}/${member.memberId}/points`, { amount: -3500, reason: '잘못 지급한 적립금 회수' });
    expect(taken.body.data!.points).toMatchObject({ balance: 0, total: 3 });
    expect(taken.body.data!.points.list[0]).toMatchObject({ kindLabel: '적립금 차감', amount: -3500, balanceAfter: 0 });

    for (const body of [{ amount: 0, reason: '영원' }, { amount: 1.5, reason: '소수' }, { amount: '100', reason: '문자' }, { amount: 100 }, { amount: 100, reason: ' ' }, { amount: 2_000_000, reason: '너무 많음' }]) {
      const refused = await operator.client.post(`${MEMBERS}/${member.memberId}/points`, body);
      expect([refused.status, refused.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }

    const mine = (await member.client.get<PointView>('/api/mypage/v1/point')).body.data!;
    expect(mine.balance).toBe(0);
    expect(mine.list.slice(0, 2)).toMatchObject([
      { kind: 'STAFF_TAKE', kindLabel: '적립금 차감', amount: -3500, description: '잘못 지급한 적립금 회수' },
      { kind: 'STAFF_GIVE', kindLabel: '적립금 지급', amount: 3000, description: '배송 지연 보상' },
    ]);

    const entries = await auditEntriesOf(server, 'member', member.memberId);
    expect(entries.map((entry) => [entry.action, entry.staff_id, entry.before, entry.after])).toEqual([
      ['member.points', operator.staffId, { balance: 500 }, { balance: 3500, points: 3000, reason: '배송 지연 보상' }],
      ['member.points', operator.staffId, { balance: 3500 }, { balance: 0, points: -3500, reason: '잘못 지급한 적립금 회수' }],
    ]);
  });
});

describe('suspension', () => {
  it('suspends with a ground and a reason: every session ends at once, e-mail sign-in is refused 2004 in Korean; lifting it lets them in again', async () => {
    const member = await shopper();
    const second = server.client();
    expect((await signIn(second, member.email)).body.code).toBe(0);
    expect((await member.client.get('/api/mypage/v1/profile')).body.code).toBe(0);

    for (const body of [{}, { reason: '' }, { reason: '사유 있음', reasonCode: 'NOPE' }]) {
      expect((await operator.client.post(`${MEMBERS}/${member.memberId}/suspend`, body)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    const suspended = await operator.client.post<AdminMemberView>(`${MEMBERS}/${member.memberId}/suspend`, { reason: '다른 회원에게 욕설 반복', reasonCode: 'DISTURBING_OTHERS' });
    expect(suspended.body).toMatchObject({
      code: 0,
      data: { status: 'SUSPENDED', statusLabel: '이용 정지', suspension: { action: 'SUSPEND', reasonCode: 'DISTURBING_OTHERS', reasonLabel: '다른 이용자의 이용 방해', reason: '다른 회원에게 욕설 반복', at: expect.any(String), staffName: operator.name } },
    });
    expectMasked(suspended.body, member);
    const sessions = await server.db.selectFrom('member_session').select('revoked_at').where('member_id', '=', member.memberId).execute();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);

    for (const client of [member.client, second]) {
      const answer = await client.get('/api/mypage/v1/profile');
      expect([answer.status, answer.body.code]).toEqual([403, ApiCode.TOKEN_NOT_EQUAL]);
    }
    const refused = await signIn(server.client(), member.email);
    expect(refused.body).toMatchObject({ code: ApiCode.ACCOUNT_SUSPENDED, message: '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.' });
    expect((await server.client().post('/api/membership/v1/account/status', { email: member.email })).body.code).toBe(ApiCode.ACCOUNT_SUSPENDED);
    expect((await operator.client.post(`${MEMBERS}/${member.memberId}/suspend`, { reason: '두 번째 정지' })).body.code).toBe(ApiCode.MEMBER_STATUS_CONFLICT);

    clock.advance(60_000);
    const lifted = await operator.client.post<AdminMemberView>(`${MEMBERS}/${member.memberId}/unsuspend`);
    expect(lifted.body).toMatchObject({ code: 0, data: { status: 'ACTIVE', suspension: null, suspensionHistory: [{ action: 'UNSUSPEND', reason: null }, { action: 'SUSPEND' }] } });
    expect((await operator.client.post(`${MEMBERS}/${member.memberId}/unsuspend`, { reason: '다시 해제' })).body.code).toBe(ApiCode.MEMBER_STATUS_CONFLICT);
    const back = server.client();
    expect((await signIn(back, member.email)).body.code).toBe(0);
    expect((await back.get('/api/mypage/v1/profile')).body.code).toBe(0);

    const entries = await auditEntriesOf(server, 'member', member.memberId);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['member.suspend', { status: 'ACTIVE' }, { status: 'SUSPENDED', reasonCode: 'DISTURBING_OTHERS', reason: '다른 회원에게 욕설 반복', sessionsEnded: sessions.length }],
      ['member.unsuspend', { status: 'SUSPENDED' }, { status: 'ACTIVE' }],
    ]);
  });

  it('a suspended member’s social sign-in is refused 2004 too (not taken for a stranger to sign up)', async () => {
    const member = await shopper();
    const browser = server.client();
    const start = await browser.get('/api/oauth/v1/kakao/authorize?redirectUrl=%2F&authType=signin');
    const authorize = new URL(start.headers.get('location')!, 'http://x');
    const consent = new URLSearchParams({
      client_id: authorize.searchParams.get('client_id')!, redirect_uri: authorize.searchParams.get('redirect_uri')!, state: authorize.searchParams.get('state')!,
      person: 'custom', name: '소셜정지', email: `social-${randomUUID().slice(0, 8)}@example.com`,
    });
    const approved = await browser.get(`/sandbox/kakao/oauth/approve?${consent}`);
    const callback = new URL(approved.headers.get('location')!, 'http://x');
    const back = new URL((await browser.get(callback.pathname + callback.search)).headers.get('location')!, 'http://x');
    const authToken = back.searchParams.get('authToken')!;
    const ticket = await server.db.selectFrom('social_ticket').select('provider_user_id').where('channel', '=', 'kakao').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    await server.db.insertInto('social_account').values({ channel: 'kakao', provider_user_id: ticket.provider_user_id, member_id: member.memberId }).execute();
    expect((await admin.client.post(`${MEMBERS}/${member.memberId}/suspend`, { reason: '허위 정보로 가입', reasonCode: 'FALSE_DATA' })).body.code).toBe(0);
    const refused = await browser.post('/api/membership/v1/login/social', { authToken, channel: 'kakao', autoLogin: 'N' });
    expect(refused.body).toMatchObject({ code: ApiCode.ACCOUNT_SUSPENDED, message: '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.' });
    expect(refused.body.data).toBeUndefined();
  });

  it('unsuspend takes an optional reason (2..200 when given), kept in the history', async () => {
    const member = await shopper();
    expect((await admin.client.post(`${MEMBERS}/${member.memberId}/suspend`, { reason: '타인 명의 도용 의심', reasonCode: 'IDENTITY_THEFT' })).body.code).toBe(0);
    expect((await admin.client.post(`${MEMBERS}/${member.memberId}/unsuspend`, { reason: 'x' })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const lifted = await admin.client.post<AdminMemberView>(`${MEMBERS}/${member.memberId}/unsuspend`, { reason: '본인 확인 완료' });
    expect(lifted.body.data!.suspensionHistory[0]).toMatchObject({ action: 'UNSUSPEND', reason: '본인 확인 완료', staffName: admin.name });
  });
});
