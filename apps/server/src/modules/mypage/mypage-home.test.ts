import { ApiCode, BUSINESS_AUTH_NO, HeaderName, type ConsentsView, type MypageCommonView, type MypageHomeView } from '@maru/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { add, anonymous, guest, pickOptions, setStock, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { memberIdOf, startMypageServer } from './mypage-test-kit';

const server = serverForTests(startMypageServer);

const HOME = '/api/mypage/v1/home';
const COMMON = '/api/mypage/v1/home/common';
const CONSENTS = '/api/mypage/v1/profile/consents';

describe('my page home', () => {
  it('is for members only (1002 without a session, 1003 with a made-up token)', async () => {
    for (const client of [anonymous(server), await guest(server)]) {
      const answer = await client.get(HOME);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 403, code: ApiCode.NO_ACCESS_TOKEN });
    }
    const forged = await anonymous(server).get(HOME, { headers: { [HeaderName.accessToken]: randomUUID() } });
    expect({ status: forged.status, code: forged.body.code }).toEqual({ status: 403, code: ApiCode.TOKEN_NOT_EQUAL });
  });

  it('greets the member by nickname, with their order counts and glances', async () => {
    const { client, email } = await verifiedMember(server);
    const answer = await client.get<MypageHomeView>(HOME);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const home = answer.body.data!;
    const { nick_name } = await server.db.selectFrom('member').select('nick_name').where('email', '=', email).executeTakeFirstOrThrow();
    expect(home).toMatchObject({ greetingName: nick_name, membership: 'GENERAL', orders: { openClaims: 0, counts: { PAID: 0, DELIVERED: 0 } }, alarms: [] });
    expect(home.benefits).toMatchObject({ couponCount: expect.any(Number), pointBalance: 0, expiringPoints: 0 });
    expect(home.reviews).toEqual({ writable: 0 });
    expect(home.inquiries).toEqual({ answeredUnread: 0, waiting: 0 });
  });

  it('lights the my page alarm for a coupon ending within 7 days', async () => {
    const { client, email } = await verifiedMember(server);
    const before = (await client.get<MypageHomeView>(HOME)).body.data!;
    expect(before.benefits.couponCount).toBeGreaterThan(0); // the welcome coupons
    await server.db.updateTable('member_coupon').set({ expires_at: new Date(Date.now() + 2 * 86_400_000) }).where('member_id', '=', await memberIdOf(server, email)).execute();
    const after = (await client.get<MypageHomeView>(HOME)).body.data!;
    expect(after.benefits.expiringCouponCount).toBe(before.benefits.couponCount);
    expect(after.alarms).toEqual(['COUPON_EXPIRING']);
    expect((await client.get<MypageCommonView>(COMMON)).body.data?.mypageAlarm).toBe(true);
  });

  it('lights the my page alarm for an inquiry answer not yet read', async () => {
    const { client, email } = await verifiedMember(server);
    const asked = await client.post('/api/mypage/v1/inquiry', { category: 'DELIVERY', title: '배송 문의', text: '언제 도착하나요? 알려 주세요.' });
    expect(asked.body.code).toBe(0);
    expect((await client.get<MypageHomeView>(HOME)).body.data).toMatchObject({ inquiries: { answeredUnread: 0, waiting: 1 }, alarms: [] });
    // The operator's answer (the inquiry module's own tests answer through the console).
    await server.db.updateTable('inquiry').set({ answered_at: new Date(), answer_text: '내일 도착합니다.' }).where('member_id', '=', await memberIdOf(server, email)).execute();
    expect((await client.get<MypageHomeView>(HOME)).body.data).toMatchObject({ inquiries: { answeredUnread: 1, waiting: 0 }, alarms: ['INQUIRY_ANSWER'] });
    expect((await client.get<MypageCommonView>(COMMON)).body.data).toEqual({ cartAlarm: false, mypageAlarm: true });
  });

  it('marks a business member', async () => {
    const { client, email } = await verifiedMember(server);
    await server.db.updateTable('member').set({ auth_no: BUSINESS_AUTH_NO }).where('member_id', '=', await memberIdOf(server, email)).execute();
    expect((await client.get<MypageHomeView>(HOME)).body.data?.membership).toBe('BUSINESS');
  });
});

describe('the header alarm flags (home/common)', () => {
  it('are both false for guests, visitors without cookies and dead sessions: never an error', async () => {
    const forged = anonymous(server);
    for (const [client, headers] of [[anonymous(server), {}], [await guest(server), {}], [forged, { [HeaderName.accessToken]: randomUUID() }]] as const) {
      const answer = await client.get<MypageCommonView>(COMMON, { headers });
      expect({ status: answer.status, code: answer.body.code, data: answer.body.data }).toEqual({ status: 200, code: 0, data: { cartAlarm: false, mypageAlarm: false } });
    }
  });

  it("light the cart alarm while the member's cart holds something", async () => {
    const { client } = await verifiedMember(server);
    expect((await client.get<MypageCommonView>(COMMON)).body.data).toEqual({ cartAlarm: false, mypageAlarm: false });
    const option = (await pickOptions(server, { sampleable: false, products: 1 }))[0]?.[0];
    await setStock(server, option!, 50);
    expect((await add(client, option!)).body.code).toBe(0);
    expect((await client.get<MypageCommonView>(COMMON)).body.data?.cartAlarm).toBe(true);
  });

  it("never reads another member's cart", async () => {
    const owner = await verifiedMember(server);
    const option = (await pickOptions(server, { sampleable: false, products: 1 }))[0]?.[0];
    await setStock(server, option!, 50);
    await add(owner.client, option!);
    expect((await (await verifiedMember(server)).client.get<MypageCommonView>(COMMON)).body.data?.cartAlarm).toBe(false);
  });
});

describe('marketing consents with their times', () => {
  it('shows the answers given at sign-up, then only real changes, newest first', async () => {
    const { client } = await verifiedMember(server);
    const first = (await client.get<ConsentsView>(CONSENTS)).body.data!;
    // The test kit joins with SMS refused and e-mail accepted.
    expect(first.consents).toEqual([
      { type: 'marketingSms', agreed: false, changedAt: expect.any(String) },
      { type: 'marketingEmail', agreed: true, changedAt: expect.any(String) },
    ]);
    expect(first.changes).toHaveLength(2);
    const joinedAt = first.consents[0]!.changedAt!;

    // Saving the profile with the boxes as they were is not a change.
    expect((await client.put('/api/mypage/v1/profile', { marketingSms: false, marketingEmail: true })).body.code).toBe(0);
    expect((await client.get<ConsentsView>(CONSENTS)).body.data).toEqual(first);

    expect((await client.put('/api/mypage/v1/profile', { marketingSms: true })).body.code).toBe(0);
    const after = (await client.get<ConsentsView>(CONSENTS)).body.data!;
    expect(after.consents[0]).toMatchObject({ type: 'marketingSms', agreed: true });
    expect(Date.parse(after.consents[0]!.changedAt!)).toBeGreaterThanOrEqual(Date.parse(joinedAt));
    expect(after.consents[1]).toEqual(first.consents[1]);
    expect(after.changes[0]).toEqual({ type: 'marketingSms', agreed: true, changedAt: after.consents[0]!.changedAt });
    expect(after.changes).toHaveLength(3);
  });

  it('are members only', async () => {
    for (const client of [anonymous(server), await guest(server)]) {
      const answer = await client.get(CONSENTS);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 403, code: ApiCode.NO_ACCESS_TOKEN });
    }
  });
});
