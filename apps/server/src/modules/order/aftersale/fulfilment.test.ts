import { ApiCode, type AdminOrderView, type ClaimView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { auditEntriesOf, signedInStaff } from '../../../../test/factories';
import { member, orderRow, sandboxPayment, setStock, stockOf } from '../order-test-kit';
import { confirmDeliveredLines } from './auto-confirm';
import { cancel, detailOf, forceLines, freshOptions, lineRows, outboxOf, paidOrder, requestReturn, startAfterSaleServer } from './aftersale-test-kit';

// The order moves: the operator prepares, ships (carrier and tracking number) and marks
// delivered; the shopper confirms or returns; the operator decides cancel and return
// requests; a week after delivery the line confirms itself. Every staff step is audited.

const server = serverForTests(startAfterSaleServer);
let operator: HttpClient;
const ORDERS = '/api/admin/v1/orders';

beforeAll(async () => {
  operator = (await signedInStaff(server, 'OPERATOR')).client;
});

const staffPost = (path: string, body: unknown = {}) => operator.post<AdminOrderView>(`${ORDERS}${path}`, body);

describe('shipping', () => {
  it('prepares, ships with the tracking number, delivers; the shopper sees each step and gets the tracking message, then confirms', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 2));
    expect((await staffPost(`/${order.orderNo}/prepare`, { lineNos: [1, 2] })).body.data!.lines.map((line) => line.status)).toEqual(['PREPARING', 'PREPARING']);

    expect((await staffPost(`/${order.orderNo}/ship`, { lineNos: [1], carrierCode: 'CJ', trackingNo: '12' })).body.code).toBe(ApiCode.INVALID_TRACKING_NO);
    expect((await staffPost(`/${order.orderNo}/ship`, { lineNos: [1], carrierCode: 'NOPE', trackingNo: '123456789012' })).body.code).toBe(ApiCode.INVALID_TRACKING_NO);
    const shipped = await staffPost(`/${order.orderNo}/ship`, { lineNos: [1, 2], carrierCode: 'CJ', trackingNo: '6012-3456-7890' });
    expect(shipped.body.code).toBe(0);

    const seen = await detailOf(client, order.orderNo);
    expect(seen.displayStatus).toBe('배송중');
    expect(seen.lines[0]!.tracking).toMatchObject({ carrierName: 'CJ대한통운', trackingNo: '601234567890' });
    expect(seen.lines[0]!.tracking!.trackingUrl).toContain('601234567890');
    expect(seen.lines[0]!.actions).toMatchObject({ cancel: false, track: true, confirm: false });
    const shippedMessage = (await outboxOf(server, order.orderNo)).find((message) => message.template === 'ORDER_SHIPPED');
    expect(shippedMessage?.text).toContain('601234567890');

    // Shipped goods are not cancelled; a shopper cannot mark them delivered either.
    expect((await cancel(client, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.LINE_STATE_REFUSED);
    expect((await client.post(`/api/order/v1/${order.orderNo}/confirm`, { lineNos: [1] })).body.code).toBe(ApiCode.LINE_STATE_REFUSED);

    expect((await staffPost(`/${order.orderNo}/deliver`, { lineNos: [1, 2] })).body.code).toBe(0);
    const confirmed = await client.post<{ lines: { status: string }[] }>(`/api/order/v1/${order.orderNo}/confirm`, { lineNos: [1] });
    expect(confirmed.body.data!.lines.map((line) => line.status)).toEqual(['CONFIRMED', 'DELIVERED']);
    // 구매확정 is final.
    expect((await requestReturn(client, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.LINE_STATE_REFUSED);

    const audit = await auditEntriesOf(server, 'order', order.orderNo);
    expect(audit.map((entry) => entry.action)).toEqual(['order.prepare', 'order.ship', 'order.deliver']);
    expect(audit[1]).toMatchObject({ before: { line1: 'PREPARING', line2: 'PREPARING' }, after: { line1: 'SHIPPING', carrier: 'CJ', trackingNo: '601234567890' } });
  });

  it('confirms a delivered line by itself once a week has passed and the return window has closed', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 2));
    const longAgo = new Date(Date.now() - 9 * 24 * 3_600_000);
    await forceLines(server, order.orderNo, 'DELIVERED', longAgo);
    const orderId = (await orderRow(server, order.orderNo)).order_id;
    await server.db.updateTable('shop_order_line').set({ delivered_at: new Date() }).where('order_id', '=', orderId).where('line_no', '=', 2).execute();
    expect(await confirmDeliveredLines(server.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await lineRows(server, order.orderNo)).map((line) => line.status)).toEqual(['CONFIRMED', 'DELIVERED']);
    // The confirmed line earned its 1 % in points with its confirmation (benefit module); the other nothing yet.
    const earned = await server.db.selectFrom('point_ledger').select(['line_no', 'amount']).where('order_id', '=', orderId).where('kind', '=', 'EARN_PURCHASE').execute();
    const first = (await lineRows(server, order.orderNo))[0]!;
    expect(earned).toEqual([{ line_no: 1, amount: Math.floor((first.selling_price * first.qty) / 100) }]);
  });
});

describe('cancel requests', () => {
  it('an approved request refunds; a rejected one puts the lines back to 상품준비중', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 2));
    await staffPost(`/${order.orderNo}/prepare`, { lineNos: [1, 2] });
    const [first] = (await cancel(client, order.orderNo, { lineNos: [1] })).body.data!.claimNos;
    const [second] = (await cancel(client, order.orderNo, { lineNos: [2] })).body.data!.claimNos;

    expect((await staffPost(`/claims/${first}/approve-cancel`)).body.code).toBe(0);
    // A second click decides nothing more.
    expect((await staffPost(`/claims/${first}/approve-cancel`)).body.code).toBe(ApiCode.LINE_STATE_REFUSED);
    expect((await staffPost(`/claims/${second}/reject-cancel`, { reason: '이미 출고 준비가 끝났습니다.' })).body.code).toBe(0);

    const seen = await detailOf(client, order.orderNo);
    expect(seen.lines.map((line) => line.status)).toEqual(['CANCELLED', 'PREPARING']);
    expect(seen.claims.map((claim) => [claim.status, claim.refundStatus])).toEqual([['COMPLETED', 'DONE'], ['REJECTED', 'NONE']]);
    expect(seen.claims[1]!.rejectReason).toBe('이미 출고 준비가 끝났습니다.');
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(seen.claims[0]!.refundAmount);
    expect((await auditEntriesOf(server, 'claim', first!)).map((entry) => entry.action)).toEqual(['claim.approve_cancel']);
  });
});

describe('returns', () => {
  it('a change of mind within 7 days: picked up, completed, refunded minus the return shipping', async () => {
    const client = await member(server);
    const options = await freshOptions(server, 1, 4);
    const order = await paidOrder(client, options);
    await forceLines(server, order.orderNo, 'DELIVERED', new Date(Date.now() - 2 * 24 * 3_600_000));
    const quote = await client.get<{ refund: number; returnShippingFee: number; returnShippingPayer: string }>(`/api/order/v1/${order.orderNo}/refund-quote?kind=RETURN&lineNos=1&reason=CHANGE_OF_MIND`);
    expect(quote.body.data).toMatchObject({ returnShippingPayer: 'SHOPPER' });

    const asked = await requestReturn(client, order.orderNo, { lineNos: [1], reasonText: '색이 생각과 달라요' });
    expect(asked.body.code).toBe(0);
    expect(asked.body.data!.order.lines[0]!.status).toBe('RETURN_REQUESTED');
    expect((await outboxOf(server, order.orderNo)).map((message) => message.template)).toContain('RETURN_ACCEPTED');
    const claimNo = asked.body.data!.claimNo;

    expect((await staffPost(`/claims/${claimNo}/complete-return`)).body.code).toBe(ApiCode.LINE_STATE_REFUSED);
    expect((await staffPost(`/claims/${claimNo}/pick-up`)).body.code).toBe(0);
    expect((await staffPost(`/claims/${claimNo}/complete-return`)).body.code).toBe(0);

    const claim = (await client.get<ClaimView>(`/api/order/v1/claims/${claimNo}`)).body.data!;
    expect(claim).toMatchObject({ status: 'COMPLETED', refundStatus: 'DONE', returnShippingFee: quote.body.data!.returnShippingFee, refundAmount: quote.body.data!.refund });
    expect(claim.refundAmount).toBe(order.amount - claim.returnShippingFee);
    expect((await sandboxPayment(server, order.impUid)).cancel_amount).toBe(claim.refundAmount);
    expect(await stockOf(server, options[0]!)).toBe(4);
  });

  it('a change of mind after 7 days is refused, a defect is still accepted and the shop pays the way back', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1));
    await forceLines(server, order.orderNo, 'DELIVERED', new Date(Date.now() - 10 * 24 * 3_600_000));
    expect((await requestReturn(client, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.RETURN_WINDOW_CLOSED);
    const defect = await requestReturn(client, order.orderNo, { lineNos: [1], reason: 'DEFECT', reasonText: '모서리가 깨져서 왔어요' });
    expect(defect.body.code).toBe(0);
    expect(defect.body.data!.order.claims[0]).toMatchObject({ returnShippingPayer: 'SHOP', reasonLabel: expect.stringContaining('불량') });
  });

  it('a rejected return puts the line back to 배송완료', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1));
    await forceLines(server, order.orderNo, 'DELIVERED');
    const { claimNo } = (await requestReturn(client, order.orderNo, { lineNos: [1] })).body.data!;
    expect((await staffPost(`/claims/${claimNo}/reject-return`, { reason: '사용한 흔적이 있습니다.' })).body.code).toBe(0);
    expect((await detailOf(client, order.orderNo)).lines[0]!.status).toBe('DELIVERED');
  });
});

describe('restock alerts', () => {
  it('a cancel that brings an option back from 0 sends each waiting alert once, with the product link', async () => {
    const buyer = await member(server);
    const [option] = await freshOptions(server, 1, 1);
    const order = await paidOrder(buyer, [option!]);
    expect(await stockOf(server, option!)).toBe(0);
    await server.db.updateTable('product_option_row').set({ stock_lost_type: 'STOCK_ALIM' }).where('item_group_seq', '=', option!.optionGroupSeq).execute();
    const waiting = await member(server);
    expect((await waiting.post('/api/stock/v1/alim', { productNo: option!.productNo, itemGroupSeq: option!.optionGroupSeq })).body.code).toBe(0);

    expect((await cancel(buyer, order.orderNo, { lineNos: [1] })).body.code).toBe(0);
    const alerts = await server.db.selectFrom('stock_alim').select('notified_at').where('item_group_seq', '=', option!.optionGroupSeq).execute();
    expect(alerts.every((alert) => alert.notified_at !== null)).toBe(true);
    const restock = await server.db.selectFrom('message_outbox').selectAll().where('template', '=', 'RESTOCK').where('link', '=', `/product/item/${option!.productNo}`).execute();
    expect(restock).toHaveLength(1);

    // Sold out and back again: a notified request is not sent twice.
    await setStock(server, option!, 0);
    const staff = (await signedInStaff(server, 'OPERATOR')).client;
    const changed = await staff.put<{ alertsSent: number }>(`/api/admin/v1/catalogue/options/${option!.optionGroupSeq}/stock`, { stockCnt: 3 });
    expect(changed.body.data!.alertsSent).toBe(0);
  });
});
