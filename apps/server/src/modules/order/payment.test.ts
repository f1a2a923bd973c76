import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/factories';
import type { TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import {
  cartSheet, completeOf, freshOption, guest, listCart, member, notify, orderRow, place, placedOrder, sandboxPay, sandboxPayment, stockOf, withOrderServer,
} from './order-test-kit';

let server: TestServer;
let buyer: HttpClient;
withOrderServer((started) => ({ server, buyer } = started));

const paidOrders = async (orderNo: string) => (await server.db.selectFrom('shop_order').select('status').where('order_no', '=', orderNo).where('status', '=', 'PAID').execute()).length;

describe('POST /order/v1/complete', () => {
  it('accepts a paid payment: the order is PAID and its lines leave the cart', async () => {
    const option = await freshOption(server, 10);
    const { sheet, cartSeq } = await cartSheet(buyer, option, 2);
    const placed = await place(buyer, sheet.sheetNo);
    const impUid = await sandboxPay(buyer, placed);
    const done = await completeOf(buyer, impUid, placed.merchantUid);
    expect(done.body).toMatchObject({ code: 0, data: { orderNo: placed.orderNo, status: 'PAID', statusLabel: '결제완료', paidAt: expect.any(String), payment: { impUid } } });
    expect((await listCart(buyer)).list.map((line) => line.cartSeq)).not.toContain(cartSeq);
    expect(await stockOf(server, option)).toBe(8);
  });

  it('called twice, yields one paid order and one stock take', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 3 });
    const impUid = await sandboxPay(buyer, placed);
    const [first, second] = [await completeOf(buyer, impUid, placed.merchantUid), await completeOf(buyer, impUid, placed.merchantUid)];
    expect(first.body.data).toEqual(second.body.data);
    expect(await paidOrders(placed.orderNo)).toBe(1);
    expect(await stockOf(server, option)).toBe(7);
    expect((await sandboxPayment(server, impUid)).status).toBe('paid');
  });

  it('the webhook first, then the callback: one paid order', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option);
    const impUid = await sandboxPay(buyer, placed);
    const notice = await notify(anonymous(server), impUid, placed.merchantUid);
    expect([notice.status, notice.body.code]).toEqual([200, 0]);
    expect((await orderRow(server, placed.orderNo)).status).toBe('PAID');
    expect((await completeOf(buyer, impUid, placed.merchantUid)).body).toMatchObject({ code: 0, data: { status: 'PAID' } });
    expect(await stockOf(server, option)).toBe(9);
  });

  it('webhook and callback racing: one paid order, stock taken once', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 2 });
    const impUid = await sandboxPay(buyer, placed);
    const answers = await Promise.all([
      completeOf(buyer, impUid, placed.merchantUid),
      notify(anonymous(server), impUid, placed.merchantUid),
      completeOf(buyer, impUid, placed.merchantUid),
      notify(anonymous(server), impUid, placed.merchantUid),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0]);
    expect(await paidOrders(placed.orderNo)).toBe(1);
    expect(await stockOf(server, option)).toBe(8);
    expect((await sandboxPayment(server, impUid)).status).toBe('paid');
  });

  it('cancels a payment of another amount at PortOne: order FAILED, stock back, 5005', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 2 });
    expect(await stockOf(server, option)).toBe(8);
    const impUid = await sandboxPay(buyer, placed, { amount: 100 });
    const answer = await completeOf(buyer, impUid, placed.merchantUid);
    expect(answer.body.code).toBe(ApiCode.PAYMENT_MISMATCH);
    expect(answer.body.message).toContain('취소');
    expect(await sandboxPayment(server, impUid)).toMatchObject({ status: 'cancelled', cancel_amount: 100 });
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'FAILED', stock_held: false, failure_reason: expect.stringContaining('금액') });
    expect(await stockOf(server, option)).toBe(10);
    // Again (or the webhook later): nothing more is returned or cancelled.
    expect((await completeOf(buyer, impUid, placed.merchantUid)).body.code).toBe(ApiCode.PAYMENT_MISMATCH);
    expect(await stockOf(server, option)).toBe(10);
    expect(await server.db.selectFrom('payment_cancel').select('status').where('imp_uid', '=', impUid).execute()).toEqual([{ status: 'DONE' }]);
  });

  it('a failed payment fails the order with the provider’s reason and returns the stock (5004)', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 4 });
    const impUid = await sandboxPay(buyer, placed, { outcome: 'failed' });
    const answer = await completeOf(buyer, impUid, placed.merchantUid);
    expect(answer.body.code).toBe(ApiCode.PAYMENT_FAILED);
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'FAILED', stock_held: false });
    expect(await stockOf(server, option)).toBe(10);
  });

  it('a failed sample order gives back no sale stock, as it took none', async () => {
    const option = await freshOption(server, 3, { sampleable: true });
    const { sheet } = await cartSheet(buyer, option, 1, 'SAMPLE');
    const placed = await place(buyer, sheet.sheetNo);
    const impUid = await sandboxPay(buyer, placed, { outcome: 'failed' });
    expect((await completeOf(buyer, impUid, placed.merchantUid)).body.code).toBe(ApiCode.PAYMENT_FAILED);
    expect((await orderRow(server, placed.orderNo)).status).toBe('FAILED');
    expect(await stockOf(server, option)).toBe(3);
  });

  it('refuses another visitor’s order whatever payment they bring (404), and changes nothing', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option);
    const impUid = await sandboxPay(buyer, placed);
    for (const intruder of [await member(server), await guest(server), anonymous(server)]) {
      const answer = await completeOf(intruder, impUid, placed.merchantUid);
      expect([answer.status, answer.body.code]).toEqual([404, ApiCode.ORDER_NOT_FOUND]);
    }
    expect((await orderRow(server, placed.orderNo)).status).toBe('PAYMENT_PENDING');
  });

  it('a buyer naming their order with another order’s payment fails their own order only', async () => {
    const option = await freshOption(server, 10);
    const victim = await guest(server);
    const victimOrder = await placedOrder(victim, option, { guest: true });
    const victimPayment = await sandboxPay(victim, victimOrder);
    const own = await placedOrder(buyer, option);
    expect((await completeOf(buyer, victimPayment, own.merchantUid)).body.code).toBe(ApiCode.PAYMENT_MISMATCH);
    expect((await orderRow(server, own.orderNo)).status).toBe('FAILED');
    expect((await sandboxPayment(server, victimPayment)).status).toBe('paid');
    expect((await completeOf(victim, victimPayment, victimOrder.merchantUid)).body).toMatchObject({ code: 0, data: { status: 'PAID' } });
  });
});

describe('POST /order/v1/webhook/portone', () => {
  it('takes the notice as a form body too', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option);
    const impUid = await sandboxPay(buyer, placed);
    const body = new URLSearchParams({ imp_uid: impUid, merchant_uid: placed.merchantUid, status: 'paid' }).toString();
    const answer = await anonymous(server).request('POST', '/api/order/v1/webhook/portone', { rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, noXsrf: true });
    expect([answer.status, answer.body.code]).toEqual([200, 0]);
    expect((await orderRow(server, placed.orderNo)).status).toBe('PAID');
  });

  it('never trusts the notice: a forged status or merchant_uid changes nothing', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option);
    const other = await placedOrder(buyer, option);
    const failed = await sandboxPay(buyer, placed, { outcome: 'failed' });
    // "paid" says the notice; the provider says failed.
    expect((await notify(anonymous(server), failed, placed.merchantUid, 'paid')).body.code).toBe(0);
    expect((await orderRow(server, placed.orderNo)).status).toBe('FAILED');
    // A notice naming another order settles the payment against the order the payment itself names.
    const paid = await sandboxPay(buyer, other);
    expect((await notify(anonymous(server), paid, placed.merchantUid)).body.code).toBe(0);
    expect((await orderRow(server, other.orderNo)).status).toBe('PAID');
    expect((await orderRow(server, placed.orderNo)).status).toBe('FAILED');
  });

  it('answers garbage with 4xx and an unknown payment with 200, never 5xx', async () => {
    const client = anonymous(server);
    for (const rawBody of ['{', '{"imp_uid":""}', '[]', '{"merchant_uid":"x"}']) {
      const answer = await client.request('POST', '/api/order/v1/webhook/portone', { rawBody, headers: { 'content-type': 'application/json' }, noXsrf: true });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const xml = await client.request('POST', '/api/order/v1/webhook/portone', { rawBody: '<x/>', headers: { 'content-type': 'application/xml' }, noXsrf: true });
    expect(xml.status).toBe(415);
    // '.' and '..' would be dot segments of the provider's URL (the fuzzer's seed 20261125 found '.').
    for (const impUid of ['imp_000000000000', '.', '..']) {
      const unknown = await notify(client, impUid, 'maru_20000101000000');
      expect([unknown.status, unknown.body.code]).toEqual([200, 0]);
      expect(unknown.body.message).toContain('ignored');
    }
  });
});
