import { ApiCode, PAY_AGAIN_WINDOW_MS, type MyOrderView, type OrderSummaryView, type PlacedOrderView, type SheetView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { balanceOf, benefitMember, givePoints, pricedOption, signedInStaff, type TestMember } from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { clockFrom } from '../../core/time/clock';
import { AFTERSALE_LIMITS } from './aftersale/aftersale-test-kit';
import { buyNowSheet, completeOf, GENEROUS_ORDER_LIMITS, guest, orderBody, orderRow, placeOf, sandboxPay, setPrice, stockOf } from './order-test-kit';

// Issue 22: closing the payment window held the sign-up coupon ("사용 완료") and the points
// for half an hour, invisibly. Now the order is let go at once, the shopper sees it as
// 결제 미완료 and may pay it again (rebuilt exactly as priced) or leave it.

// Started from the machine's clock (members, coupons and sessions are made on it), moved a day on for 다시 결제's limit.
const clock = clockFrom(new Date());
const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS},order-unfinished.perIp=5000` } }));

const welcomeOf = (sheet: SheetView) => sheet.benefits!.productCoupons.find((coupon) => coupon.name === '신규 가입 감사 10% 할인')!.memberCouponId;
const abandon = (client: HttpClient, orderNo: string) => client.post<MyOrderView>(`/api/order/v1/${orderNo}/abandon`);
const payAgain = (client: HttpClient, orderNo: string) => client.post<PlacedOrderView>(`/api/order/v1/${orderNo}/pay`);
const usableCoupons = async (member: TestMember) => (await member.client.get<{ list: { memberCouponId: number }[] }>('/api/mypage/v1/coupon/list?status=usable')).body.data!.list.map((coupon) => coupon.memberCouponId);
const myOrders = async (client: HttpClient) => (await client.get<{ list: OrderSummaryView[] }>('/api/mypage/v1/order/list?period=1M')).body.data!.list;

async function placedWithBenefits(member: TestMember, usePoints = 5_000) {
  const option = await pricedOption(server);
  const sheet = await buyNowSheet(member.client, option);
  const couponId = welcomeOf(sheet);
  const placed = await placeOf(member.client, orderBody(sheet.sheetNo, { productCouponId: couponId, usePoints }));
  expect(placed.body.code).toBe(0);
  return { ...placed.body.data!, couponId, option };
}

describe('closing the payment window', () => {
  it('gives the coupon, the points and the stock back at once, and the order reads 결제 미완료 with 다시 결제', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 5_000);
    const placed = await placedWithBenefits(member);
    expect(await usableCoupons(member)).not.toContain(placed.couponId);
    expect(await balanceOf(server, member.memberId)).toBe(0);
    expect(await stockOf(server, placed.option)).toBe(49);

    const answer = await abandon(member.client, placed.orderNo);
    expect(answer.body.data).toMatchObject({ status: 'ABANDONED', statusLabel: '결제 미완료', displayStatus: '결제 미완료', unpaidActions: { payAgain: true, abandon: false } });
    expect(await usableCoupons(member)).toContain(placed.couponId);
    expect(await balanceOf(server, member.memberId)).toBe(5_000);
    expect(await stockOf(server, placed.option)).toBe(50);
    // Twice (a second tab, a retry) changes nothing.
    expect((await abandon(member.client, placed.orderNo)).body.data!.status).toBe('ABANDONED');
    expect(await balanceOf(server, member.memberId)).toBe(5_000);

    const listed = (await myOrders(member.client)).find((order) => order.orderNo === placed.orderNo);
    expect(listed).toMatchObject({ status: 'ABANDONED', displayStatus: '결제 미완료', unpaidActions: { payAgain: true, abandon: false } });
  });

  it('lists an order being paid as 결제 진행 중, which the shopper may let go', async () => {
    const member = await benefitMember(server);
    const placed = await placedWithBenefits(member, 0);
    expect((await myOrders(member.client)).find((order) => order.orderNo === placed.orderNo)).toMatchObject({ displayStatus: '결제 진행 중', unpaidActions: { payAgain: true, abandon: true } });
  });

  it('leaves an order that was paid meanwhile alone', async () => {
    const member = await benefitMember(server);
    const placed = await placedWithBenefits(member, 0);
    const impUid = await sandboxPay(member.client, placed);
    await completeOf(member.client, impUid, placed.merchantUid);
    expect((await abandon(member.client, placed.orderNo)).body.data).toMatchObject({ status: 'PAID', unpaidActions: { payAgain: false, abandon: false } });
    expect((await orderRow(server, placed.orderNo)).stock_held).toBe(true);
  });

  it('is for the order’s own shopper only', async () => {
    const member = await benefitMember(server);
    const placed = await placedWithBenefits(member, 0);
    for (const stranger of [(await benefitMember(server)).client, await guest(server), server.client()]) {
      expect((await abandon(stranger, placed.orderNo)).body.code).toBe(ApiCode.ORDER_NOT_FOUND);
      expect((await payAgain(stranger, placed.orderNo)).body.code).toBe(ApiCode.ORDER_NOT_FOUND);
    }
    expect((await orderRow(server, placed.orderNo)).status).toBe('PAYMENT_PENDING');
  });
});

describe('다시 결제', () => {
  it('rebuilds a let-go order exactly as priced, takes its coupon and points again and opens the window for the same order', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 5_000);
    const placed = await placedWithBenefits(member);
    await abandon(member.client, placed.orderNo);

    const again = await payAgain(member.client, placed.orderNo);
    expect(again.body.code).toBe(0);
    expect(again.body.data).toMatchObject({ orderNo: placed.orderNo, merchantUid: placed.merchantUid, amount: placed.amount, payment: { params: { merchant_uid: placed.merchantUid, amount: placed.amount } } });
    expect(await usableCoupons(member)).not.toContain(placed.couponId);
    expect(await balanceOf(server, member.memberId)).toBe(0);
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'PAYMENT_PENDING', stock_held: true });

    const impUid = await sandboxPay(member.client, placed);
    expect((await completeOf(member.client, impUid, placed.merchantUid)).body.data).toMatchObject({ status: 'PAID', amounts: { couponDiscount: 4_000, pointsUsed: 5_000 } });
    expect(await balanceOf(server, member.memberId)).toBe(0);
  });

  it('is refused, taking nothing, when the coupon went to another order, the price moved, or a day has passed', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 5_000);
    const placed = await placedWithBenefits(member);
    await abandon(member.client, placed.orderNo);

    // The coupon is used by a newer order.
    const other = await buyNowSheet(member.client, await pricedOption(server));
    expect((await placeOf(member.client, orderBody(other.sheetNo, { productCouponId: placed.couponId }))).body.code).toBe(0);
    const refused = await payAgain(member.client, placed.orderNo);
    expect([refused.body.code, refused.body.message]).toEqual([ApiCode.COUPON_NOT_USABLE, expect.stringContaining('쿠폰')]);
    expect(await balanceOf(server, member.memberId)).toBe(5_000);
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'ABANDONED', stock_held: false });

    // The price moved since the order was placed.
    const second = await benefitMember(server);
    const repriced = await placedWithBenefits(second, 0);
    await abandon(second.client, repriced.orderNo);
    await setPrice(server, repriced.option, 45_000);
    const moved = await payAgain(second.client, repriced.orderNo);
    expect(moved.body.code).toBe(ApiCode.ORDER_PRICE_CHANGED);
    expect(await usableCoupons(second)).toContain(repriced.couponId);

    // A day later the order is only ordered anew.
    const late = await benefitMember(server);
    const lateOrder = await placedWithBenefits(late, 0);
    await abandon(late.client, lateOrder.orderNo);
    clock.advance(PAY_AGAIN_WINDOW_MS + 60_000);
    try {
      const dayLater = await payAgain(late.client, lateOrder.orderNo);
      expect(dayLater.body.code).toBe(ApiCode.ORDER_NOT_PAYABLE);
    } finally {
      clock.advance(-(PAY_AGAIN_WINDOW_MS + 60_000));
    }
  });
});

describe('the console', () => {
  it('lists every payment state, unpaid ones too, each labelled for how it was paid', async () => {
    const staff = await signedInStaff(server, 'OPERATOR');
    const member = await benefitMember(server);
    const pending = await placedWithBenefits(member, 0);
    const other = await benefitMember(server);
    const abandoned = await placedWithBenefits(other, 0);
    await abandon(other.client, abandoned.orderNo);
    const list = async (query: string) => (await staff.client.get<{ list: { orderNo: string; status: string; displayStatus: string }[] }>(`/api/admin/v1/orders?${query}`)).body.data!.list;
    expect((await list(`orderNo=${pending.orderNo}`))[0]).toMatchObject({ status: 'PAYMENT_PENDING', displayStatus: '결제 진행 중' });
    expect((await list(`orderNo=${abandoned.orderNo}`))[0]).toMatchObject({ status: 'ABANDONED', displayStatus: '결제 미완료' });
    const onlyAbandoned = await list('orderStatus=ABANDONED&size=100');
    expect(onlyAbandoned.map((row) => row.status)).toEqual(onlyAbandoned.map(() => 'ABANDONED'));
    expect(onlyAbandoned.map((row) => row.orderNo)).toContain(abandoned.orderNo);
    expect((await staff.client.get('/api/admin/v1/orders?orderStatus=GONE')).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});
