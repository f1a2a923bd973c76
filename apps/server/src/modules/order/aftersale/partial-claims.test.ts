import { ApiCode, type RefundQuoteView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { balanceOf, benefitMember, downloaded, givePoints, makeCoupon, pricedOption } from '../../../../test/factories';
import { buyNowSheet, member, notify, orderRow, place, sandboxPay, completeOf, sandboxPayment, stockOf } from '../order-test-kit';
import { cancel, detailOf, freshOptions, lineRows, paidOrder, startAfterSaleServer } from './aftersale-test-kit';

// Issue 26: part of a line (2 of 5 boxes) is cancelled on its own. The pieces split off into
// a line of their own; the refund is the domain's quote, stock comes back for those pieces
// only, the rest can be cancelled later, and the same request twice refunds once.

const server = serverForTests(startAfterSaleServer);

async function quoteOf(client: HttpClient, orderNo: string, query: string): Promise<RefundQuoteView> {
  const answer = await client.get<RefundQuoteView>(`/api/order/v1/${orderNo}/refund-quote?kind=CANCEL&${query}`);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!;
}

const partOf = (lineNo: number, qty: number, requestKey: string) => ({ lineNos: [lineNo], quantities: [{ lineNo, qty }], requestKey });

describe('cancelling part of a line', () => {
  it('refunds the quote for 2 of 5, gives back 2 pieces, then cancels 1 more and the rest', async () => {
    const client = await member(server);
    const [option] = await freshOptions(server, 1, 10);
    const order = await paidOrder(client, [option!], { qty: 5 });
    expect(await stockOf(server, option!)).toBe(5);

    const quote = await quoteOf(client, order.orderNo, 'lineNos=1&quantities=1:2');
    const first = await cancel(client, order.orderNo, partOf(1, 2, 'first-part-0001'));
    expect(first.body).toMatchObject({ code: 0 });
    const afterFirst = first.body.data!.order;
    expect(afterFirst.lines.map((line) => [line.lineNo, line.qty, line.status])).toEqual([[1, 3, 'PAID'], [2, 2, 'CANCELLED']]);
    expect(afterFirst.claims[0]).toMatchObject({ status: 'COMPLETED', refundAmount: quote.refund, lines: [{ lineNo: 2, qty: 2 }] });
    expect(quote.refund).toBeGreaterThan(0);
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(quote.refund);
    expect(await stockOf(server, option!)).toBe(7);
    expect((await lineRows(server, order.orderNo)).map((line) => line.split_from)).toEqual([null, 1]);

    const secondQuote = await quoteOf(client, order.orderNo, 'lineNos=1&quantities=1:1');
    const second = await cancel(client, order.orderNo, partOf(1, 1, 'second-part-0002'));
    expect(second.body.code).toBe(0);
    expect(second.body.data!.order.lines.map((line) => [line.lineNo, line.qty, line.status])).toEqual([[1, 2, 'PAID'], [2, 2, 'CANCELLED'], [3, 1, 'CANCELLED']]);
    expect(second.body.data!.order.claims[1]).toMatchObject({ refundAmount: secondQuote.refund });
    expect(await stockOf(server, option!)).toBe(8);

    // The rest, as a whole line: every won paid comes back, every piece is in stock again.
    const rest = await cancel(client, order.orderNo, { lineNos: [1] });
    expect(rest.body.code).toBe(0);
    const claims = rest.body.data!.order.claims;
    expect(claims.reduce((sum, claim) => sum + (claim.refundAmount ?? 0), 0)).toBe(order.amount);
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(order.amount);
    expect(await stockOf(server, option!)).toBe(10);
  });

  it('refuses 0 pieces, more than the line holds, a quantity of a line not chosen, and one without a request key; nothing changes', async () => {
    const client = await member(server);
    const [option] = await freshOptions(server, 1, 10);
    const order = await paidOrder(client, [option!], { qty: 5 });
    const refusals = [
      { lineNos: [1], quantities: [{ lineNo: 1, qty: 0 }], requestKey: 'zero-pieces-01' },
      { lineNos: [1], quantities: [{ lineNo: 1, qty: 6 }], requestKey: 'too-many-0001' },
      { lineNos: [1], quantities: [{ lineNo: 2, qty: 1 }], requestKey: 'other-line-01' },
      { lineNos: [1], quantities: [{ lineNo: 1, qty: 2 }] },
    ];
    for (const body of refusals) {
      const answer = await cancel(client, order.orderNo, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    for (const query of ['lineNos=1&quantities=1:0', 'lineNos=1&quantities=1:6', 'lineNos=1&quantities=1:x']) {
      expect((await client.get(`/api/order/v1/${order.orderNo}/refund-quote?kind=CANCEL&${query}`)).body.code, query).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    expect((await cancel(client, order.orderNo, partOf(1, 2, 'first-part-0001'))).body.code).toBe(0);
    // 3 are left now: 4 is more than that.
    expect((await cancel(client, order.orderNo, partOf(1, 4, 'after-part-0001'))).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await lineRows(server, order.orderNo)).map((line) => [line.qty, line.status])).toEqual([[3, 'PAID'], [2, 'CANCELLED']]);
    expect(await stockOf(server, option!)).toBe(7);
  });

  it('makes one claim and one refund of the same cancel sent twice at once, and a late notice changes nothing', async () => {
    const client = await member(server);
    const [option] = await freshOptions(server, 1, 10);
    const order = await paidOrder(client, [option!], { qty: 5 });
    const body = partOf(1, 2, 'double-tap-0001');
    const [one, two] = await Promise.all([cancel(client, order.orderNo, body), cancel(client, order.orderNo, body)]);
    expect([one.body.code, two.body.code]).toEqual([0, 0]);
    expect(two.body.data!.claimNos).toEqual(one.body.data!.claimNos);
    // And once more, later (a retry after a lost answer).
    const again = await cancel(client, order.orderNo, body);
    expect(again.body.data!.claimNos).toEqual(one.body.data!.claimNos);

    const detail = await detailOf(client, order.orderNo);
    expect(detail.claims).toHaveLength(1);
    expect(detail.lines.map((line) => [line.qty, line.status])).toEqual([[3, 'PAID'], [2, 'CANCELLED']]);
    const refund = detail.claims[0]!.refundAmount!;
    const payment = await sandboxPayment(server, order.impUid);
    expect(payment.cancel_amount).toBe(refund);
    expect(await stockOf(server, option!)).toBe(7);

    // PortOne's notice of the partial cancel arrives late: the order stays paid, nothing more is refunded.
    expect((await notify(client, order.impUid, payment.merchant_uid, 'cancelled')).body.code).toBe(0);
    expect((await orderRow(server, order.orderNo)).status).toBe('PAID');
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(refund);
    expect(await stockOf(server, option!)).toBe(7);
  });

  it('re-applies the coupon to the pieces left and gives the points back last, for an order that used both', async () => {
    const { client, memberId } = await benefitMember(server);
    const option = await pricedOption(server, 40_000);
    const memberCouponId = await downloaded(client, await makeCoupon(server, { benefit_type: 'RATE', rate: 10, max_discount: null, min_order_amount: 0 }));
    await givePoints(server, memberId, 5_000);
    const startBalance = await balanceOf(server, memberId);
    const sheet = await buyNowSheet(client, option, 5);
    const placed = await place(client, sheet.sheetNo, { productCouponId: memberCouponId, usePoints: 5_000 });
    // 5 × 40,000 = 200,000 (delivery free over 100,000), 10 % coupon 20,000, points 5,000.
    expect(placed.amount).toBe(175_000);
    const impUid = await sandboxPay(client, placed);
    expect((await completeOf(client, impUid, placed.merchantUid)).body.code).toBe(0);

    // 3 left: 120,000 − 12,000 coupon = 108,000 owed; of 180,000 held (cash and points) 72,000 comes back, in cash.
    const quote = await quoteOf(client, placed.orderNo, 'lineNos=1&quantities=1:2');
    expect(quote).toMatchObject({ refund: 72_000, pointsRefund: 0, couponAdjustment: 8_000, itemsAmount: 80_000 });
    const first = await cancel(client, placed.orderNo, partOf(1, 2, 'coupon-part-001'));
    expect(first.body.data!.order.claims[0]).toMatchObject({ refundAmount: 72_000 });
    const benefit = await server.db.selectFrom('order_benefit').select('product_coupon_lines').where('order_id', '=', (await orderRow(server, placed.orderNo)).order_id).executeTakeFirstOrThrow();
    expect(benefit.product_coupon_lines).toEqual([1, 2]);
    expect(await balanceOf(server, memberId)).toBe(startBalance - 5_000);

    // The rest: the cash left (103,000) and then the 5,000 points; the coupon comes back.
    const restQuote = await quoteOf(client, placed.orderNo, 'lineNos=1');
    expect(restQuote).toMatchObject({ refund: 103_000, pointsRefund: 5_000 });
    expect((await cancel(client, placed.orderNo, { lineNos: [1] })).body.code).toBe(0);
    expect((await sandboxPayment(server, impUid)).cancel_amount).toBe(175_000);
    expect(await balanceOf(server, memberId)).toBe(startBalance);
    const copy = await server.db.selectFrom('member_coupon').selectAll().where('member_coupon_id', '=', memberCouponId).executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ used_order_id: null });
  });
});
