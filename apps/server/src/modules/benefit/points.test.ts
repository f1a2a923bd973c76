import { ApiCode, INVITATION_REWARD, type InvitationView, type PointView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { buyNowSheet, certify, completeOf, forceLines, joinBody, newEmail, newPerson, orderBody, placeOf, sandboxPay, signIn } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { sandboxCredentials } from '../sandbox';
import { balanceOf, benefitMember, givePoints, pricedOption, startBenefitServer } from './benefit-test-kit';
import { expirePoints, noticeExpiringPoints } from './expiry-jobs';
import { awardReviewPoints } from './points';

const DAY = 86_400_000;
const server = serverForTests(startBenefitServer);

/** A 40,000원 order, paid, delivered and confirmed by the shopper; answers its number. */
async function confirmedOrder(client: HttpClient, choice: Record<string, number> = {}): Promise<string> {
  const sheet = await buyNowSheet(client, await pricedOption(server));
  const placed = (await placeOf(client, orderBody(sheet.sheetNo, choice))).body.data!;
  const impUid = await sandboxPay(client, placed);
  expect((await completeOf(client, impUid, placed.merchantUid)).body.code).toBe(0);
  await forceLines(server, placed.orderNo, 'DELIVERED');
  expect((await client.post(`/api/order/v1/${placed.orderNo}/confirm`, { lineNos: [1] })).body.code).toBe(0);
  return placed.orderNo;
}

describe('earning points', () => {
  it('earns 1 % of the paid product amount on confirmation, after the coupon, once', async () => {
    const { client, memberId } = await benefitMember(server);
    const sheet = await buyNowSheet(client, await pricedOption(server));
    const welcome = sheet.benefits!.productCoupons.find((c) => c.name === '신규 가입 감사 10% 할인')!.memberCouponId;
    const orderNo = await confirmedOrder(client, { productCouponId: welcome });
    expect(await balanceOf(server, memberId)).toBe(360);
    const view = await client.get<PointView>('/api/mypage/v1/point');
    expect(view.body).toMatchObject({ code: 0 });
    expect(view.body.data).toMatchObject({ balance: 360, total: 1, list: [{ kind: 'EARN_PURCHASE', amount: 360, balanceAfter: 360, orderNo }] });
    expect((await client.post(`/api/order/v1/${orderNo}/confirm`, { lineNos: [1] })).body.code).not.toBe(0);
    expect(await balanceOf(server, memberId)).toBe(360);
  });

  it('awards a review’s points once per review (photo 1,000, text 500)', async () => {
    const { memberId } = await benefitMember(server);
    const now = new Date();
    expect(await awardReviewPoints(server.db, { memberId, reviewId: 777_001, withPhoto: true, now })).toBe(1_000);
    expect(await awardReviewPoints(server.db, { memberId, reviewId: 777_001, withPhoto: true, now })).toBe(0);
    expect(await awardReviewPoints(server.db, { memberId, reviewId: 777_002, withPhoto: false, now })).toBe(500);
    expect(await balanceOf(server, memberId)).toBe(1_500);
  });

  it('rewards inviter and invitee once, at the invitee’s first confirmed purchase', async () => {
    const inviter = await benefitMember(server);
    const code = (await inviter.client.get<InvitationView>('/api/mypage/v1/invitation')).body.data!.recommendCode;
    const client = server.client();
    const email = newEmail();
    expect((await client.post('/api/membership/v1/join', joinBody(await certify(client, newPerson({ name: '박초대' })), email, { recommendCd: code }))).body.code).toBe(0);
    expect((await signIn(client, email)).body.code).toBe(0);
    let view = (await inviter.client.get<InvitationView>('/api/mypage/v1/invitation')).body.data!;
    expect(view).toMatchObject({ recommendCode: code, shareUrl: `/join?recommendCd=${code}`, rewardsEarned: 0, invitees: [{ name: '박*대', rewarded: false }] });

    await confirmedOrder(client);
    await confirmedOrder(client);
    view = (await inviter.client.get<InvitationView>('/api/mypage/v1/invitation')).body.data!;
    expect(view).toMatchObject({ rewardsEarned: INVITATION_REWARD.inviterPoints, invitees: [{ rewarded: true }] });
    expect(await balanceOf(server, inviter.memberId)).toBe(INVITATION_REWARD.inviterPoints);
    const invitee = await server.db.selectFrom('member').select('member_id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await balanceOf(server, invitee.member_id)).toBe(INVITATION_REWARD.inviteePoints + 400 + 400);
  });

  it('takes confirmed lines’ points back when the payment is cancelled whole at PortOne', async () => {
    const { client, memberId } = await benefitMember(server);
    const orderNo = await confirmedOrder(client);
    expect(await balanceOf(server, memberId)).toBe(400);
    const order = await server.db.selectFrom('shop_order').select(['imp_uid', 'merchant_uid']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const token = await server.client().post('/sandbox/portone/users/getToken', { imp_key: sandboxCredentials.portone.impKey, imp_secret: sandboxCredentials.portone.impSecret });
    const accessToken = (token.body as unknown as { response: { access_token: string } }).response.access_token;
    await server.client().post('/sandbox/portone/payments/cancel', { imp_uid: order.imp_uid, reason: '운영자 취소' }, { headers: { authorization: accessToken }, noXsrf: true });
    await server.client().post('/api/order/v1/webhook/portone', { imp_uid: order.imp_uid, merchant_uid: order.merchant_uid, status: 'cancelled' }, { noXsrf: true });
    expect(await balanceOf(server, memberId)).toBe(0);
  });
});

describe('the ledger and its expiry', () => {
  it('writes off what is left of points a year old, first in first out, once', async () => {
    const { client, memberId } = await benefitMember(server);
    const now = new Date();
    await givePoints(server, memberId, 1_000, { at: new Date(now.getTime() - 366 * DAY), expiresAt: new Date(now.getTime() - DAY) });
    await givePoints(server, memberId, 500, { at: new Date(now.getTime() - 10 * DAY) });
    await server.db.insertInto('point_ledger').values({ member_id: memberId, kind: 'SPEND', amount: -300, description: '사용', created_at: new Date(now.getTime() - 5 * DAY) }).execute();
    expect(await expirePoints(server.db, now)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(server, memberId)).toBe(500);
    await expirePoints(server.db, now);
    expect(await balanceOf(server, memberId)).toBe(500);
    const view = (await client.get<PointView>('/api/mypage/v1/point')).body.data!;
    expect(view.list[0]).toMatchObject({ kind: 'EXPIRE', amount: -700, balanceAfter: 500 });
    // The balance is the ledger's sum, entry by entry.
    expect(view.balance).toBe(view.list.reduce((sum, entry) => sum + entry.amount, 0));
    expect(view.list.map((entry) => entry.balanceAfter)).toEqual([500, 1_200, 1_500, 1_000]);
  });

  it('tells the member once, 30 days ahead, through the outbox', async () => {
    const { memberId } = await benefitMember(server);
    const now = new Date();
    await givePoints(server, memberId, 2_000, { at: new Date(now.getTime() - 340 * DAY), expiresAt: new Date(now.getTime() + 20 * DAY) });
    expect(await noticeExpiringPoints(server.db, now)).toBeGreaterThanOrEqual(1);
    await noticeExpiringPoints(server.db, now);
    const messages = await server.db.selectFrom('message_outbox').select(['template', 'text', 'link']).where('member_id', '=', memberId).execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: 'POINT_EXPIRING', link: '/mypage/point' });
    expect(messages[0]!.text).toContain('2,000원');
  });

  it('keeps the ledger append-only, and its page for members only', async () => {
    const { client, memberId } = await benefitMember(server);
    await givePoints(server, memberId, 100);
    await expect(server.db.updateTable('point_ledger').set({ amount: 1_000_000 }).where('member_id', '=', memberId).execute()).rejects.toThrow(/append-only/);
    expect((await server.client().get('/api/mypage/v1/point')).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    expect((await server.client().get('/api/mypage/v1/invitation')).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    for (const query of ['page=0', 'page=x', 'page=1&size=100']) expect((await client.get(`/api/mypage/v1/point?${query}`)).status).toBe(400);
  });
});
