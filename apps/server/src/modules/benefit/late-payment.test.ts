import { ApiCode, type SheetView } from '@maru/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buyNowSheet, completeOf, notify, orderBody, orderRow, outboxOf, placeOf, sandboxPay, sandboxPayment } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { balanceOf, benefitMember, givePoints, pricedOption, startBenefitServer, type TestMember } from './benefit-test-kit';

// Issue 22: a failed order paid late spent the sign-up coupon and the points a second time
// (both orders PAID with the discount, the balance at −21,451). A payment for an order that
// no longer waits for it is honoured only if the order can be rebuilt as priced.

const server = serverForTests(startBenefitServer);

const welcomeOf = (sheet: SheetView) => sheet.benefits!.productCoupons.find((coupon) => coupon.name === '신규 가입 감사 10% 할인')!.memberCouponId;

/** An order for a 40,000원 option with the sign-up coupon and points, placed and waiting for its payment. */
async function placeWithBenefits(member: TestMember, usePoints: number) {
  const sheet = await buyNowSheet(member.client, await pricedOption(server));
  const choice = { productCouponId: welcomeOf(sheet), usePoints };
  const placed = await placeOf(member.client, orderBody(sheet.sheetNo, choice));
  expect(placed.body.code).toBe(0);
  return { ...placed.body.data!, couponId: choice.productCouponId };
}

/** placeWithBenefits, then its payment declined in the sandbox and reported: the order has FAILED, its coupon and points come back. */
async function failedWithBenefits(member: TestMember, usePoints: number) {
  const placed = await placeWithBenefits(member, usePoints);
  const declined = await sandboxPay(member.client, placed, { outcome: 'failed' });
  const completion = await completeOf(member.client, declined, placed.merchantUid);
  return { ...placed, declined, completion };
}

/** The failed order's merchant_uid paid after all in the sandbox, and the shop's completion call for it. */
async function paidLate(member: TestMember, failed: { merchantUid: string; amount: number }) {
  const late = await sandboxPay(member.client, failed);
  return { late, answer: await completeOf(member.client, late, failed.merchantUid) };
}

async function couponHolder(memberCouponId: number): Promise<number | null> {
  const row = await server.db.selectFrom('member_coupon').select('used_order_id').where('member_coupon_id', '=', memberCouponId).executeTakeFirstOrThrow();
  return row.used_order_id;
}

describe('a payment for an order that failed', () => {
  it('is cancelled whole when its coupon and points went to a later order, and nothing is spent twice', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 35_000);

    // X1 with the coupon and 30,000 points; its payment fails, so both come back.
    const first = await failedWithBenefits(member, 30_000);
    expect(first.completion.body.code).toBe(ApiCode.PAYMENT_FAILED);
    expect(await balanceOf(server, member.memberId)).toBe(35_000);
    expect(await couponHolder(first.couponId)).toBeNull();

    // X2 with the same coupon and points, paid.
    const second = await placeWithBenefits(member, 30_000);
    expect(second.couponId).toBe(first.couponId);
    const paid = await sandboxPay(member.client, second);
    expect((await completeOf(member.client, paid, second.merchantUid)).body.data!.status).toBe('PAID');

    // X1's merchant_uid paid after all: refused, refunded whole, X1 stays unpaid.
    const { late, answer } = await paidLate(member, first);
    expect(answer.body.code).toBe(ApiCode.LATE_PAYMENT_CANCELLED);
    expect(answer.body.message).toContain('쿠폰');
    expect(await sandboxPayment(server, late)).toMatchObject({ status: 'cancelled', cancel_amount: first.amount });
    expect(await orderRow(server, first.orderNo)).toMatchObject({ status: 'FAILED', stock_held: false, imp_uid: first.declined });
    // The shopper is told, in a message beside the refund.
    expect((await outboxOf(server, first.orderNo)).map((message) => message.template)).toContain('LATE_PAYMENT_CANCELLED');

    // PortOne's notice of the same payment, twice, changes nothing either.
    for (let i = 0; i < 2; i += 1) expect((await notify(server.client(), late, first.merchantUid)).body.code).toBe(0);
    expect(await balanceOf(server, member.memberId)).toBe(5_000);
    expect(await couponHolder(first.couponId)).toBe((await orderRow(server, second.orderNo)).order_id);
    const paidWithCoupon = await server.db.selectFrom('shop_order').select('order_no').where('member_id', '=', member.memberId).where('status', '=', 'PAID').where('coupon_discount', '>', 0).execute();
    expect(paidWithCoupon.map((row) => row.order_no)).toEqual([second.orderNo]);
  });

  it('is cancelled when only the points went elsewhere, and the balance never goes below zero', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 20_000);
    const first = await failedWithBenefits(member, 20_000);
    // The points (not the coupon) go to another order.
    const other = await buyNowSheet(member.client, await pricedOption(server));
    const spent = await placeOf(member.client, orderBody(other.sheetNo, { usePoints: 15_000 }));
    expect(spent.body.code).toBe(0);

    const { answer } = await paidLate(member, first);
    expect(answer.body.code).toBe(ApiCode.LATE_PAYMENT_CANCELLED);
    expect(answer.body.message).toContain('적립금');
    expect(await balanceOf(server, member.memberId)).toBe(5_000);
    // The coupon taken again for the rebuild went back with the rest of it.
    expect(await couponHolder(first.couponId)).toBeNull();
    expect((await orderRow(server, first.orderNo)).status).toBe('FAILED');
  });

  it('makes the order paid when its stock, coupon and points are all still there, taking them again', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 10_000);
    const first = await failedWithBenefits(member, 10_000);
    expect(await balanceOf(server, member.memberId)).toBe(10_000);

    const { late, answer } = await paidLate(member, first);
    expect(answer.body).toMatchObject({ code: 0, data: { status: 'PAID', amounts: { couponDiscount: 4_000, pointsUsed: 10_000 } } });
    expect(await balanceOf(server, member.memberId)).toBe(0);
    expect(await couponHolder(first.couponId)).toBe((await orderRow(server, first.orderNo)).order_id);
    expect(await sandboxPayment(server, late)).toMatchObject({ status: 'paid', cancel_amount: 0 });
  });

  it('gives one coupon to exactly one of a late payment and a new checkout racing for it', async () => {
    const member = await benefitMember(server);
    const first = await failedWithBenefits(member, 0);
    const late = await sandboxPay(member.client, first);
    const sheet = await buyNowSheet(member.client, await pricedOption(server));
    const [settled, placed] = await Promise.all([completeOf(member.client, late, first.merchantUid), placeOf(member.client, orderBody(sheet.sheetNo, { productCouponId: first.couponId }))]);
    const winners = [settled.body.code === 0, placed.body.code === 0].filter(Boolean);
    expect(winners).toHaveLength(1);
    const holder = await couponHolder(first.couponId);
    expect(holder).toBe(settled.body.code === 0 ? (await orderRow(server, first.orderNo)).order_id : (await orderRow(server, placed.body.data!.orderNo)).order_id);
  });
});

describe('the points guard in the database', () => {
  it('refuses a spend past the balance even when the code forgot to check, and keeps the running balance equal to the ledger', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 1_500);
    const spend = (amount: number) =>
      sql`insert into point_ledger (member_id, kind, amount, description, created_at) values (${member.memberId}, 'SPEND', ${-amount}, '테스트 사용', now())`.execute(server.db);
    await expect(spend(1_600)).rejects.toMatchObject({ constraint: 'point_spend_within_balance' });
    await spend(1_500);
    await expect(spend(100)).rejects.toMatchObject({ constraint: 'point_spend_within_balance' });
    const { balance } = await server.db.selectFrom('point_balance').select('balance').where('member_id', '=', member.memberId).executeTakeFirstOrThrow();
    expect(Number(balance)).toBe(await balanceOf(server, member.memberId));
    expect(Number(balance)).toBe(0);
  });

  it('lets a clawback take the balance below zero (points owed), but no spend afterwards', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 500);
    await sql`insert into point_ledger (member_id, kind, amount, description, created_at) values (${member.memberId}, 'CLAWBACK', -800, '테스트 회수', now())`.execute(server.db);
    expect(await balanceOf(server, member.memberId)).toBe(-300);
    await expect(
      sql`insert into point_ledger (member_id, kind, amount, description, created_at) values (${member.memberId}, 'SPEND', -100, '테스트 사용', now())`.execute(server.db),
    ).rejects.toMatchObject({ constraint: 'point_spend_within_balance' });
  });
});
