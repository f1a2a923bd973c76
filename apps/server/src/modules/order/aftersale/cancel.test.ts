import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { member, notify, orderRow, sandboxPayment, stockOf } from '../order-test-kit';
import { cancel, detailOf, forceLines, freshOptions, lineRows, outboxOf, paidOrder, startAfterSaleServer } from './aftersale-test-kit';

// Cancelling before shipping: paid lines at once with a partial refund through PortOne (the
// sandbox checks the amount and checksum as PortOne does), lines being prepared as a
// request, a virtual account before its deposit only whole, a paid one only with a refund
// account. Stock comes back once; the shopper is told in the outbox.

const server = serverForTests(startAfterSaleServer);

describe('a member cancels lines of a paid card order', () => {
  it('refunds one line at once, then the rest: the refunds add up to what was paid and PortOne agrees', async () => {
    const client = await member(server);
    const options = await freshOptions(server, 2, 5);
    const order = await paidOrder(client, options);
    const before = await detailOf(client, order.orderNo);
    expect(before.lines.map((line) => [line.status, line.actions.cancel])).toEqual([['PAID', true], ['PAID', true]]);

    const quote = await client.get<{ refund: number }>(`/api/order/v1/${order.orderNo}/refund-quote?kind=CANCEL&lineNos=1`);
    expect(quote.body.code).toBe(0);
    const first = await cancel(client, order.orderNo, { lineNos: [1] });
    expect(first.body).toMatchObject({ code: 0 });
    const afterFirst = first.body.data!.order;
    expect(afterFirst.lines.map((line) => line.status)).toEqual(['CANCELLED', 'PAID']);
    expect(afterFirst.claims).toHaveLength(1);
    expect(afterFirst.claims[0]).toMatchObject({ kind: 'CANCEL', status: 'COMPLETED', refundAmount: quote.body.data!.refund, refundStatus: 'DONE' });
    expect(afterFirst.displayStatus).toBe('결제완료 (부분취소)');
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(quote.body.data!.refund);
    expect(await stockOf(server, options[0]!)).toBe(5);
    expect(await stockOf(server, options[1]!)).toBe(4);

    const second = await cancel(client, order.orderNo, { lineNos: [2] });
    expect(second.body.code).toBe(0);
    const claims = second.body.data!.order.claims;
    expect(claims.reduce((sum, claim) => sum + (claim.refundAmount ?? 0), 0)).toBe(order.amount);
    expect(second.body.data!.order.refundedAmount).toBe(order.amount);
    expect(second.body.data!.order.displayStatus).toBe('취소완료');
    const payment = await sandboxPayment(server, order.impUid);
    expect(payment).toMatchObject({ cancel_amount: order.amount, status: 'cancelled' });
    // PortOne's notice of a wholly cancelled payment closes the order, giving back no stock twice.
    expect((await notify(client, order.impUid, payment.merchant_uid, 'cancelled')).body.code).toBe(0);
    expect((await orderRow(server, order.orderNo)).status).toBe('CANCELLED');
    expect([await stockOf(server, options[0]!), await stockOf(server, options[1]!)]).toEqual([5, 5]);

    const sent = (await outboxOf(server, order.orderNo)).map((message) => message.template);
    expect(sent.filter((template) => template === 'ORDER_CANCELLED')).toHaveLength(2);
    expect(sent.filter((template) => template === 'REFUND_COMPLETED')).toHaveLength(2);
    expect(sent).toContain('ORDER_PAID');
  });

  it('refuses a line already cancelled, an unknown line, and nothing changes', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1));
    expect((await cancel(client, order.orderNo, { lineNos: [1] })).body.code).toBe(0);
    const again = await cancel(client, order.orderNo, { lineNos: [1] });
    expect(again.body.code).toBe(ApiCode.LINE_STATE_REFUSED);
    expect((await cancel(client, order.orderNo, { lineNos: [7] })).body.code).toBe(ApiCode.LINE_STATE_REFUSED);
    expect((await cancel(client, order.orderNo, { lineNos: [1, 1] })).status).toBe(400);
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(order.amount);
  });

  it('turns a cancel of lines being prepared into a request, and nothing is refunded until the shop decides', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1));
    await forceLines(server, order.orderNo, 'PREPARING');
    const asked = await cancel(client, order.orderNo, { lineNos: [1], reason: 'DELIVERY_DELAY' });
    expect(asked.body.code).toBe(0);
    expect(asked.body.data!.order.lines[0]).toMatchObject({ status: 'CANCEL_REQUESTED', statusLabel: '취소요청' });
    expect(asked.body.data!.order.claims[0]).toMatchObject({ status: 'REQUESTED', refundAmount: null });
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(0);
  });

  it('refuses to cancel what is already on its way', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1));
    await forceLines(server, order.orderNo, 'SHIPPING');
    const refused = await cancel(client, order.orderNo, { lineNos: [1] });
    expect(refused.body.code).toBe(ApiCode.LINE_STATE_REFUSED);
    expect(refused.body.message).toContain('배송중');
  });
});

describe('virtual accounts', () => {
  it('cancels an order waiting for its deposit only whole: the account is closed and the stock comes back', async () => {
    const client = await member(server);
    const options = await freshOptions(server, 2, 3);
    const order = await paidOrder(client, options, { payMethod: 'vbank', outcome: 'ready' });
    expect((await detailOf(client, order.orderNo)).lines.map((line) => line.status)).toEqual(['WAITING_DEPOSIT', 'WAITING_DEPOSIT']);
    expect((await cancel(client, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.WHOLE_ORDER_ONLY);

    const whole = await cancel(client, order.orderNo, { lineNos: [1, 2] });
    expect(whole.body.code).toBe(0);
    expect(whole.body.data!.order.claims[0]).toMatchObject({ refundAmount: 0, refundStatus: 'NONE' });
    expect((await orderRow(server, order.orderNo)).status).toBe('CANCELLED');
    expect((await sandboxPayment(server, order.impUid)).status).toBe('cancelled');
    expect([await stockOf(server, options[0]!), await stockOf(server, options[1]!)]).toEqual([3, 3]);
  });

  it('needs a refund account to refund a paid virtual account, and refunds to it', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1), { payMethod: 'vbank', outcome: 'ready', deposit: true });
    expect((await orderRow(server, order.orderNo)).status).toBe('PAID');
    expect((await detailOf(client, order.orderNo)).refundNeedsAccount).toBe(true);
    expect((await cancel(client, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.REFUND_ACCOUNT_REQUIRED);
    const refunded = await cancel(client, order.orderNo, { lineNos: [1], refundAccount: { bankCode: '004', holder: '김마루', accountNo: '123-456-789012' } });
    expect(refunded.body.code).toBe(0);
    const claim = refunded.body.data!.order.claims[0]!;
    expect(claim).toMatchObject({ refundAmount: order.amount, refundStatus: 'DONE' });
    // The account is kept only as long as the refund needed it.
    expect(claim.refundAccount?.accountNo).toBe('•••9012');
    const stored = await server.db.selectFrom('order_claim').select('refund_account_no').where('claim_no', '=', claim.claimNo).executeTakeFirstOrThrow();
    expect(stored.refund_account_no).toBe('•••9012');
  });
});

describe('refunds racing', () => {
  it('two cancels of one order sent at once refund each line once, whatever order PortOne sees them in', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 3));
    const answers = await Promise.all([cancel(client, order.orderNo, { lineNos: [1] }), cancel(client, order.orderNo, { lineNos: [2] })]);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
    const claims = await server.db.selectFrom('order_claim').innerJoin('shop_order', 'shop_order.order_id', 'order_claim.order_id').select(['order_claim.refund_amount', 'order_claim.refund_status']).where('shop_order.order_no', '=', order.orderNo).execute();
    expect(claims.map((claim) => claim.refund_status)).toEqual(['DONE', 'DONE']);
    const refunded = claims.reduce((sum, claim) => sum + (claim.refund_amount ?? 0), 0);
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(refunded);
    expect((await lineRows(server, order.orderNo)).map((line) => line.status)).toEqual(['CANCELLED', 'CANCELLED', 'PAID']);
  });
});
