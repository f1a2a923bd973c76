import { ApiCode, type AdminOrderView } from '@maru/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { clockFrom } from '../../core/time/clock';
import { buyNowSheet, certify, completeOf, freshOption, GENEROUS_ORDER_LIMITS, joinBody, newEmail, newPerson, placeOf, sandboxPay, signedInStaff, signIn, orderBody } from '../../../test/factories';
import { serverForTests, startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { destroyWithdrawnMembers, expireRejoinRestrictions, purgeCommunicationLogs, purgeFormerMemberRecords, type RetentionRound, runRetention, sendDormancyNotices, separateDormantMembers } from './jobs';

// As identity's test kit raises them: this file makes a dozen verified members from one address.
const GENEROUS_IDENTITY_LIMITS = 'certify-start.perIp=1000,certify-complete.perIp=1000,join.perIp=1000';

// Each retention rule on a clock of the test's own (docs/member-data-retention.md): the member
// joins on a Saturday morning or on 신정, and the clock is moved past each period and just short
// of it. A rule runs twice where running twice must change nothing.

const DAY = 86_400_000;
const DAYS = ['2026-12-26T10:00:00+09:00', '2027-01-01T00:30:00+09:00'];

interface Joined {
  memberId: number;
  email: string;
  person: ReturnType<typeof newPerson>;
  client: HttpClient;
}

async function joinAndSignIn(server: TestServer, person = newPerson({ phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` })): Promise<Joined> {
  const client = server.client();
  const email = newEmail();
  const certifyNo = await certify(client, person);
  expect((await client.post('/api/membership/v1/join', joinBody(certifyNo, email))).body.code).toBe(0);
  expect((await signIn(client, email)).body.code).toBe(0);
  const row = await server.db.selectFrom('member').select('member_id').where('email', '=', email).executeTakeFirstOrThrow();
  return { memberId: row.member_id, email, person, client };
}

const memberRow = (server: TestServer, memberId: number) =>
  server.db.selectFrom('member').select(['status', 'name', 'phone', 'email', 'email_hash', 'unique_key_hash', 'withdrawn_at', 'data_destroyed_at']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
const separatedRow = (server: TestServer, memberId: number) => server.db.selectFrom('member_separated').selectAll().where('member_id', '=', memberId).executeTakeFirst();
const countOf = async (server: TestServer, table: 'member_address' | 'member_consent' | 'member_session' | 'member_sign_in', memberId: number) =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);

describe.each(DAYS)('members’ data over time, joining on %s (KST)', (instant) => {
  const start = new Date(instant);
  const clock = clockFrom(start);
  const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${GENEROUS_IDENTITY_LIMITS}` } }));
  const at = (ms: number): RetentionRound => ({ db: server.db, now: new Date(start.getTime() + ms), periods: server.config.retention });

  it('keeps a withdrawn member’s data apart for 30 days, then destroys it; the order stays readable to the console without the person', async () => {
    clock.set(start);
    const member = await joinAndSignIn(server);
    const sheet = await buyNowSheet(member.client, await freshOption(server, 5));
    const placed = (await placeOf(member.client, orderBody(sheet.sheetNo, { orderer: { name: member.person.name, phone: member.person.phone, email: member.email } }))).body.data!;
    const impUid = await sandboxPay(member.client, placed);
    expect((await completeOf(member.client, impUid, placed.merchantUid)).body.code).toBe(0);
    expect((await member.client.post('/api/mypage/v1/address', { label: '집', receiverName: member.person.name, receiverPhone: member.person.phone, zonecode: '04790', address: '서울 성동구 성수이로 1', addressDetail: '101호', isDefault: true })).body.code).toBe(0);
    await server.db.insertInto('inquiry').values({ kind: 'ONE_TO_ONE', member_id: member.memberId, category: 'ORDER', title: '배송 문의', text: '언제 오나요?', order_no: placed.orderNo, product_no: null, secret: true }).execute();
    await sql`update shop_order set updated_at = ${start} where order_no = ${placed.orderNo}`.execute(server.db);
    await sql`update inquiry set created_at = ${start}, updated_at = ${start} where member_id = ${member.memberId}`.execute(server.db);

    expect((await member.client.post('/api/mypage/v1/withdrawal', { reason: '자주 이용하지 않아요' })).body.code).toBe(0);
    // The membership ends at once: the session is gone, the e-mail signs in to nothing, the status says withdrawn.
    expect((await member.client.get('/api/mypage/v1/profile')).status).toBe(403);
    expect((await signIn(server.client(), member.email)).body.code).toBe(ApiCode.USER_NOT_EXIST);
    expect((await server.client().post('/api/membership/v1/account/status', { email: member.email })).body.code).toBe(ApiCode.ACCOUNT_WITHDRAWN);
    expect(await memberRow(server, member.memberId)).toMatchObject({ status: 'WITHDRAWN', name: null, phone: null, email: null });
    // … and the data is kept apart for the 30 days the privacy policy promises.
    expect(await separatedRow(server, member.memberId)).toMatchObject({ reason: 'WITHDRAWN', name: member.person.name, email: member.email });

    expect(await destroyWithdrawnMembers(at(29 * DAY))).toBe(0);
    expect(await separatedRow(server, member.memberId)).toBeDefined();

    expect(await destroyWithdrawnMembers(at(30 * DAY + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await destroyWithdrawnMembers(at(30 * DAY + 60_000))).toBe(0);
    expect(await separatedRow(server, member.memberId)).toBeUndefined();
    const destroyed = await memberRow(server, member.memberId);
    expect(destroyed).toMatchObject({ status: 'WITHDRAWN', name: null, email: null, email_hash: null });
    expect(destroyed.unique_key_hash).toBeTruthy();
    for (const table of ['member_address', 'member_consent', 'member_session', 'member_sign_in'] as const) expect(await countOf(server, table, member.memberId)).toBe(0);
    expect((await server.client().post('/api/membership/v1/account/status', { email: member.email })).body.code).toBe(ApiCode.USER_NOT_EXIST);

    const staff = await signedInStaff(server, 'ADMIN');
    const read = async () => {
      const answer = await staff.client.get<AdminOrderView>(`/api/admin/v1/orders/${placed.orderNo}`);
      expect(answer.status).toBe(200);
      return answer;
    };
    const kept = await read();
    expect(kept.body.data!.orderer).toEqual({ name: '탈퇴 회원', phone: '', email: null });
    expect(kept.body.data!.receiver.address).not.toBe('');
    expect(JSON.stringify(kept.body)).not.toContain(member.email);
    expect(JSON.stringify(kept.body)).not.toContain(member.person.name);

    // Complaint records 3 years, contract records 5 (from the last change).
    const YEAR = 365 * DAY;
    expect(await purgeFormerMemberRecords(at(3 * YEAR - DAY))).toBe(0);
    expect(await countInquiries(server, member.memberId)).toBe(1);
    expect(await purgeFormerMemberRecords(at(3 * YEAR + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await countInquiries(server, member.memberId)).toBe(0);
    expect((await read()).body.data!.receiver.address).not.toBe('');
    expect(await purgeFormerMemberRecords(at(5 * YEAR + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await purgeFormerMemberRecords(at(5 * YEAR + 2 * DAY))).toBe(0);
    const purged = await read();
    expect(purged.body.data!.receiver).toMatchObject({ name: '', phone: '', address: '', addressDetail: '' });
    expect(purged.body.data!.lines.length).toBeGreaterThan(0);
  });

  it('refuses a withdrawn person’s re-join for 3 years, keeping only the hash and the date, and allows it after', async () => {
    clock.set(start);
    const person = newPerson();
    const member = await joinAndSignIn(server, person);
    expect((await member.client.post('/api/mypage/v1/withdrawal', {})).body.code).toBe(0);
    await runRetention(server.db, new Date(start.getTime() + 31 * DAY), server.config.retention);

    const tryJoin = async () => {
      const client = server.client();
      const certifyNo = await certify(client, person);
      return (await client.post('/api/membership/v1/join', joinBody(certifyNo, newEmail()))).body.code;
    };
    clock.set(new Date(start.getTime() + 31 * DAY));
    expect(await tryJoin()).toBe(ApiCode.REJOIN_RESTRICTED);
    clock.set(new Date(start.getTime() + 3 * 365 * DAY - DAY));
    expect(await tryJoin()).toBe(ApiCode.REJOIN_RESTRICTED);

    const after = new Date(start.getTime() + 3 * 366 * DAY);
    expect(await expireRejoinRestrictions({ db: server.db, now: after, periods: server.config.retention })).toBeGreaterThanOrEqual(1);
    expect(await expireRejoinRestrictions({ db: server.db, now: after, periods: server.config.retention })).toBe(0);
    const row = await server.db.selectFrom('member').selectAll().where('member_id', '=', member.memberId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ unique_key_hash: null, email_hash: null, email: null, name: null, phone: null, birthday: null, nick_name: null, password_hash: null, withdrawal_reason: null });
    expect(row.withdrawn_at).toBeInstanceOf(Date);
    clock.set(after);
    expect(await tryJoin()).toBe(0);
  });

  it('deletes sign-ins, ended sessions and outbox messages after 3 months', async () => {
    clock.set(start);
    const member = await joinAndSignIn(server);
    expect((await member.client.post('/api/membership/v1/logout')).body.code).toBe(0);
    await server.db.insertInto('message_outbox').values({ template: 'RESTOCK', to_phone: '01012345678', member_id: member.memberId, title: '재입고 알림', text: '재입고', variables: JSON.stringify({}), status: 'SENT', created_at: start }).execute();
    const message = await server.db.selectFrom('message_outbox').select('message_id').where('member_id', '=', member.memberId).executeTakeFirstOrThrow();
    const messageLeft = async () => (await server.db.selectFrom('message_outbox').select('message_id').where('message_id', '=', message.message_id).executeTakeFirst()) !== undefined;
    expect(await countOf(server, 'member_sign_in', member.memberId)).toBe(1);

    await purgeCommunicationLogs(at(89 * DAY));
    expect([await countOf(server, 'member_sign_in', member.memberId), await countOf(server, 'member_session', member.memberId), await messageLeft()]).toEqual([1, 1, true]);
    await purgeCommunicationLogs(at(93 * DAY));
    expect([await countOf(server, 'member_sign_in', member.memberId), await countOf(server, 'member_session', member.memberId), await messageLeft()]).toEqual([0, 0, false]);
    expect(await purgeCommunicationLogs(at(93 * DAY))).toBe(0);
  });

  it('tells an unused account once 30 days ahead, separates it after a year, and restores it when the person signs in and verifies', async () => {
    clock.set(start);
    const member = await joinAndSignIn(server);
    const notices = async () => (await server.db.selectFrom('message_outbox').select(['to_phone', 'text']).where('member_id', '=', member.memberId).where('template', '=', 'DORMANCY_NOTICE').execute());
    const YEAR = 365 * DAY;

    await sendDormancyNotices(at(YEAR - 31 * DAY));
    expect(await notices()).toHaveLength(0);
    await sendDormancyNotices(at(YEAR - 29 * DAY));
    await sendDormancyNotices(at(YEAR - 29 * DAY));
    await sendDormancyNotices(at(YEAR - 20 * DAY));
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_phone).toBe(member.person.phone.replace(/\D/g, ''));
    expect(sent[0]!.text).toContain('휴면');

    await separateDormantMembers(at(YEAR - DAY));
    expect((await memberRow(server, member.memberId)).status).toBe('ACTIVE');
    // The notice went 29 days before the year was up: the separation waits until it is 30 days old.
    await separateDormantMembers(at(YEAR + 60_000));
    expect((await memberRow(server, member.memberId)).status).toBe('ACTIVE');
    expect(await separateDormantMembers(at(YEAR + DAY + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await separateDormantMembers(at(YEAR + DAY + 60_000))).toBe(0);
    expect(await memberRow(server, member.memberId)).toMatchObject({ status: 'DORMANT', name: null, phone: null, email: null });
    expect(await separatedRow(server, member.memberId)).toMatchObject({ reason: 'DORMANT', name: member.person.name, email: member.email });
    // Its sessions ended with the separation.
    expect((await member.client.get('/api/mypage/v1/profile')).status).toBe(403);

    clock.set(new Date(start.getTime() + YEAR + 2 * DAY));
    const browser = server.client();
    const wrong = await browser.post('/api/membership/v1/login', { email: member.email, password: 'Wrong-password-1' });
    expect(wrong.body.code).toBe(ApiCode.WRONG_PASSWORD);
    // A verification of the person without the sign-in's grant releases nothing (and is not used up).
    const early = await certify(browser, member.person);
    expect((await browser.post('/api/membership/v1/dormant/release', { certifyNo: early })).body.code).toBe(ApiCode.TOKEN_NOT_EQUAL);
    const dormant = await signIn(browser, member.email);
    expect(dormant.body).toMatchObject({ code: ApiCode.ACCOUNT_DORMANT, message: expect.stringContaining('본인인증') });
    // Another person's verification does not bring the account back.
    const stranger = await certify(browser, newPerson());
    expect((await browser.post('/api/membership/v1/dormant/release', { certifyNo: stranger })).body.code).toBe(ApiCode.IDENTITY_NOT_VERIFIED);
    const certifyNo = await certify(browser, member.person);
    const released = await browser.post('/api/membership/v1/dormant/release', { certifyNo });
    expect(released.body.code).toBe(0);
    const profile = await browser.get<{ profile: { name: string; email: string } }>('/api/mypage/v1/profile');
    expect(profile.body.data!.profile).toMatchObject({ name: member.person.name, email: member.email });
    expect(await separatedRow(server, member.memberId)).toBeUndefined();
    expect((await memberRow(server, member.memberId)).status).toBe('ACTIVE');
    // A fresh spell of use: no notice until the next 11 months go by.
    expect(await sendDormancyNotices(at(YEAR + 3 * DAY))).toBe(0);
    expect((await signIn(server.client(), member.email)).body.code).toBe(0);
  });
});

async function countInquiries(server: TestServer, memberId: number): Promise<number> {
  return Number((await server.db.selectFrom('inquiry').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);
}
