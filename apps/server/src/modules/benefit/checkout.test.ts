import { ApiCode, type MemberCouponListView, type OrderView, type SheetView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { buyNowSheet, completeOf, guest, orderBody, orderRow, placeOf, sandboxPay } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { balanceOf, benefitMember, couponId, downloaded, givePoints, pricedOption, repriced, startBenefitServer, sumOfPieces, type TestMember } from './benefit-test-kit';

const server = serverForTests(startBenefitServer);

/** The member's sign-up coupon (10 % up to 10,000원 from 30,000원), given on the first sheet. */
async function welcomeCouponOf(member: TestMember, sheet: SheetView): Promise<number> {
  const option = sheet.benefits!.productCoupons.find((coupon) => coupon.name === '신규 가입 감사 10% 할인');
  expect(option).toBeDefined();
  return option!.memberCouponId;
}

describe('the sheet’s coupons and points', () => {
  it('shows a member what each coupon would take off, and prices the choice so the pieces add up', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 5_050);
    const sheet = await buyNowSheet(member.client, await pricedOption(server));
    expect(sheet.benefits!.points).toEqual({ balance: 5_050, maxUsable: 5_000, minBalance: 1_000, unit: 100 });
    const welcome = sheet.benefits!.productCoupons.find((coupon) => coupon.name === '신규 가입 감사 10% 할인')!;
    expect(welcome).toMatchObject({ usable: true, discount: 4_000, reason: null });

    const answer = await repriced(member.client, sheet.sheetNo, { productCouponId: welcome.memberCouponId, usePoints: 2_000 });
    expect(answer.body.code).toBe(0);
    const { amounts, benefits } = answer.body.data!;
    expect(amounts).toMatchObject({ couponDiscount: 4_000, shippingCouponDiscount: 0, pointsUsed: 2_000 });
    expect(amounts.payAmount).toBe(sumOfPieces(amounts));
    expect(amounts.payAmount).toBe(sheet.amounts.payAmount - 6_000);
    expect(benefits!.applied).toEqual({ productCouponId: welcome.memberCouponId, shippingCouponId: null, usePoints: 2_000 });
  });

  it('takes a free-shipping coupon off the prepaid delivery fee only', async () => {
    const member = await benefitMember(server);
    const free = await downloaded(member.client, await couponId(server, 'FREE_SHIPPING'));
    const sheet = await buyNowSheet(member.client, await pricedOption(server, 12_000));
    const answer = await repriced(member.client, sheet.sheetNo, { shippingCouponId: free, zonecode: '63309' });
    const { amounts } = answer.body.data!;
    expect(amounts.deliveryFee).toBe(3_000);
    expect(amounts.shippingCouponDiscount).toBe(3_000);
    // The 제주 surcharge stays to pay.
    expect(amounts.remoteAreaFee).toBeGreaterThan(0);
    expect(amounts.payAmount).toBe(sumOfPieces(amounts));
  });

  it('refuses choices that cannot apply, in Korean, and guests’ choices altogether', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 3_000);
    const other = await benefitMember(server);
    const sheet = await buyNowSheet(member.client, await pricedOption(server, 20_000));
    const welcome = await welcomeCouponOf(member, sheet);
    const othersSheet = await buyNowSheet(other.client, await pricedOption(server));
    const othersCoupon = await welcomeCouponOf(other, othersSheet);
    const cases: [Record<string, string | number>, number][] = [
      [{ productCouponId: welcome }, ApiCode.COUPON_NOT_USABLE], // 20,000원 is under the 30,000원 minimum
      [{ productCouponId: othersCoupon }, ApiCode.COUPON_NOT_USABLE],
      [{ shippingCouponId: welcome }, ApiCode.COUPON_NOT_USABLE],
      [{ usePoints: 150 }, ApiCode.POINTS_NOT_USABLE],
      [{ usePoints: 3_100 }, ApiCode.POINTS_NOT_USABLE],
    ];
    for (const [query, code] of cases) {
      const answer = await repriced(member.client, sheet.sheetNo, query);
      expect([answer.status, answer.body.code], JSON.stringify(query)).toEqual([200, code]);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const odd: Record<string, string | number>[] = [{ usePoints: -100 }, { usePoints: 'lots' }, { productCouponId: 'x' }, { productCouponId: '9'.repeat(30) }];
    for (const query of odd) {
      expect((await repriced(member.client, sheet.sheetNo, query)).status).toBe(400);
    }
    const visitor = await guest(server);
    const guestSheet = await buyNowSheet(visitor, await pricedOption(server));
    expect(guestSheet.benefits).toBeNull();
    expect((await repriced(visitor, guestSheet.sheetNo, { usePoints: 1_000 })).body.code).toBe(ApiCode.POINTS_NOT_USABLE);
    const placed = await placeOf(visitor, orderBody(guestSheet.sheetNo, { guest: true, productCouponId: welcome }));
    expect(placed.body.code).toBe(ApiCode.COUPON_NOT_USABLE);
  });
});

describe('placing and paying with coupons and points', () => {
  it('charges exactly the sheet’s payAmount, uses the coupon once and spends the points', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 10_000);
    const sheet = await buyNowSheet(member.client, await pricedOption(server));
    const welcome = await welcomeCouponOf(member, sheet);
    const choice = { productCouponId: welcome, usePoints: 3_000 };
    const shown = (await repriced(member.client, sheet.sheetNo, choice)).body.data!.amounts;
    const placed = await placeOf(member.client, orderBody(sheet.sheetNo, choice));
    expect(placed.body.code).toBe(0);
    expect(placed.body.data!.amount).toBe(shown.payAmount);
    expect(await balanceOf(server, member.memberId)).toBe(7_000);
    const impUid = await sandboxPay(member.client, placed.body.data!);
    const paid = await completeOf(member.client, impUid, placed.body.data!.merchantUid);
    expect((paid.body.data as OrderView).amounts).toMatchObject({ couponDiscount: 4_000, pointsUsed: 3_000, payAmount: shown.payAmount });
    const used = await member.client.get<MemberCouponListView>('/api/mypage/v1/coupon/list?status=used');
    expect(used.body.data!.list).toMatchObject([{ memberCouponId: welcome, status: 'USED', usedOrderNo: placed.body.data!.orderNo }]);
  });

  it('lets one coupon pay for one of two checkouts racing for it', async () => {
    const member = await benefitMember(server);
    const first = await buyNowSheet(member.client, await pricedOption(server));
    const second = await buyNowSheet(member.client, await pricedOption(server));
    const welcome = await welcomeCouponOf(member, first);
    const answers = await Promise.all([first, second].map((sheet) => placeOf(member.client, orderBody(sheet.sheetNo, { productCouponId: welcome }))));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ApiCode.COUPON_NOT_USABLE]);
    const winner = answers.find((a) => a.body.code === 0)!.body.data!.orderNo;
    const copy = await server.db.selectFrom('member_coupon').select('used_order_id').where('member_coupon_id', '=', welcome).executeTakeFirstOrThrow();
    expect(copy.used_order_id).toBe((await orderRow(server, winner)).order_id);
    // The losing checkout wrote nothing: no order for its sheet, and the sheet can still be ordered without the coupon.
    const loser = answers.findIndex((a) => a.body.code !== 0);
    expect((await placeOf(member.client, orderBody([first, second][loser]!.sheetNo))).body.code).toBe(0);
  });

  it('spends points once when two checkouts spend them at the same moment', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 5_000);
    const sheets = [await buyNowSheet(member.client, await pricedOption(server)), await buyNowSheet(member.client, await pricedOption(server))];
    const answers = await Promise.all(sheets.map((sheet) => placeOf(member.client, orderBody(sheet.sheetNo, { usePoints: 3_000 }))));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ApiCode.POINTS_NOT_USABLE]);
    expect(await balanceOf(server, member.memberId)).toBe(2_000);
  });

  it('gives the coupon and the points back when the payment fails, and again when a paid order is cancelled whole', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 4_000);
    const sheet = await buyNowSheet(member.client, await pricedOption(server));
    const welcome = await welcomeCouponOf(member, sheet);
    const failed = (await placeOf(member.client, orderBody(sheet.sheetNo, { productCouponId: welcome, usePoints: 4_000 }))).body.data!;
    const failedUid = await sandboxPay(member.client, failed, { outcome: 'failed' });
    await completeOf(member.client, failedUid, failed.merchantUid);
    expect((await orderRow(server, failed.orderNo)).status).toBe('FAILED');
    expect(await balanceOf(server, member.memberId)).toBe(4_000);
    const again = await buyNowSheet(member.client, await pricedOption(server));
    const placed = (await placeOf(member.client, orderBody(again.sheetNo, { productCouponId: welcome, usePoints: 4_000 }))).body.data!;
    const impUid = await sandboxPay(member.client, placed);
    expect((await completeOf(member.client, impUid, placed.merchantUid)).body.code).toBe(0);
    expect(await balanceOf(server, member.memberId)).toBe(0);

    const cancelled = await member.client.post(`/api/order/v1/${placed.orderNo}/cancel`, { lineNos: [1], reason: 'CHANGE_OF_MIND' });
    expect(cancelled.body.code).toBe(0);
    const claim = await server.db.selectFrom('order_claim').select(['refund_amount']).where('order_id', '=', (await orderRow(server, placed.orderNo)).order_id).executeTakeFirstOrThrow();
    // Cash first, then the points: the card gets back what it paid, the points come back whole.
    expect(claim.refund_amount).toBe(placed.amount);
    expect(await balanceOf(server, member.memberId)).toBe(4_000);
    const usable = await member.client.get<MemberCouponListView>('/api/mypage/v1/coupon/list');
    expect(usable.body.data!.list.map((c) => c.memberCouponId)).toContain(welcome);
  });

  it('refunds a partial cancel after the coupon re-applied to what remains, cash first, and the points with the last line', async () => {
    const member = await benefitMember(server);
    await givePoints(server, member.memberId, 5_000);
    const [a, b] = [await pricedOption(server), await pricedOption(server)];
    const sheet = await buyNowSheet(member.client, a);
    const welcome = await welcomeCouponOf(member, sheet);
    const both = (await member.client.post<SheetView>('/api/order/v1/sheet', { orderType: 'PRODUCT', items: [{ ...a, qty: 1 }, { ...b, qty: 1 }] })).body.data!;
    const placed = (await placeOf(member.client, orderBody(both.sheetNo, { productCouponId: welcome, usePoints: 5_000 }))).body.data!;
    // 80,000 + two parcels of 3,000 − 8,000 (10 %) − 5,000 points.
    expect(placed.amount).toBe(73_000);
    const impUid = await sandboxPay(member.client, placed);
    expect((await completeOf(member.client, impUid, placed.merchantUid)).body.code).toBe(0);

    const quote = await member.client.get<{ refund: number; pointsRefund: number; couponAdjustment: number }>(`/api/order/v1/${placed.orderNo}/refund-quote?kind=CANCEL&lineNos=2`);
    // What remains owes 40,000 + 3,000 − 4,000 (its own 10 %): 78,000 held − 39,000 = 39,000, all in cash.
    expect(quote.body.data).toMatchObject({ refund: 39_000, pointsRefund: 0, couponAdjustment: 4_000 });
    expect((await member.client.post(`/api/order/v1/${placed.orderNo}/cancel`, { lineNos: [2], reason: 'CHANGE_OF_MIND' })).body.code).toBe(0);
    expect(await balanceOf(server, member.memberId)).toBe(0);
    const stillUsed = await member.client.get<MemberCouponListView>('/api/mypage/v1/coupon/list?status=used');
    expect(stillUsed.body.data!.list.map((c) => c.memberCouponId)).toContain(welcome);

    expect((await member.client.post(`/api/order/v1/${placed.orderNo}/cancel`, { lineNos: [1], reason: 'CHANGE_OF_MIND' })).body.code).toBe(0);
    const claims = await server.db.selectFrom('order_claim').select('refund_amount').where('order_id', '=', (await orderRow(server, placed.orderNo)).order_id).orderBy('claim_id').execute();
    expect(claims.map((claim) => claim.refund_amount)).toEqual([39_000, 34_000]);
    expect(await balanceOf(server, member.memberId)).toBe(5_000);
    const usable = await member.client.get<MemberCouponListView>('/api/mypage/v1/coupon/list');
    expect(usable.body.data!.list.map((c) => c.memberCouponId)).toContain(welcome);
  });
});
