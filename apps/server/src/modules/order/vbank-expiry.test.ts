import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/factories';
import type { TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { orderDeps } from './deps';
import { expireOrder, sweepOrders } from './expiry';
import { scheduleExpiry } from './order-jobs';
import { VBANK_EXPIRED_REASON } from './settle';
import {
  buyNowSheet, completeOf, freshOption, guest, notify, orderRow, placedOrder, readOrder, sandboxDeposit, sandboxPay, sandboxPayment, setStock, stockOf, withOrderServer,
} from './order-test-kit';

let server: TestServer;
let buyer: HttpClient;
withOrderServer((started) => ({ server, buyer } = started));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const holdRunsOut = (orderNo: string, at = new Date(Date.now() - 1_000)) => server.db.updateTable('shop_order').set({ hold_until: at }).where('order_no', '=', orderNo).execute();

describe('virtual accounts', () => {
  it('ready → WAITING_DEPOSIT with the account and its deadline; the deposit’s webhook → PAID', async () => {
    const option = await freshOption(server, 10);
    const shopper = await guest(server);
    const placed = await placedOrder(shopper, option, { guest: true, payMethod: 'vbank' });
    const impUid = await sandboxPay(shopper, placed, { outcome: 'ready', payMethod: 'vbank' });
    const issued = await completeOf(shopper, impUid, placed.merchantUid);
    expect(issued.body).toMatchObject({ code: 0, data: { status: 'WAITING_DEPOSIT', statusLabel: '입금대기', payment: { vbank: { accountNo: expect.any(String), bankName: expect.any(String), dueAt: expect.any(String) } } } });
    const row = await orderRow(server, placed.orderNo);
    expect(row.hold_until.toISOString()).toBe(issued.body.data!.payment.vbank!.dueAt);
    expect(row.stock_held).toBe(true);
    expect(await stockOf(server, option)).toBe(9);

    await sandboxDeposit(shopper, impUid);
    // The sandbox's own notice may already have arrived; ours makes sure, and is idempotent.
    expect((await notify(anonymous(server), impUid, placed.merchantUid)).body.code).toBe(0);
    expect((await readOrder(shopper, placed.orderNo)).body.data).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
    expect(await stockOf(server, option)).toBe(9);
  });

  it('an unpaid account expires through the job queue: EXPIRED, stock back, account closed', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { payMethod: 'vbank', qty: 2 });
    const impUid = await sandboxPay(buyer, placed, { outcome: 'ready', payMethod: 'vbank' });
    expect((await completeOf(buyer, impUid, placed.merchantUid)).body.data!.status).toBe('WAITING_DEPOSIT');
    // The deadline is tomorrow night; pretend it is two seconds away and let the queue do the rest.
    const soon = new Date(Date.now() + 2_000);
    await holdRunsOut(placed.orderNo, soon);
    await scheduleExpiry(server.app.jobQueue, { orderNo: placed.orderNo, holdUntil: soon });
    await sleep(1_000);
    expect((await orderRow(server, placed.orderNo)).status).toBe('WAITING_DEPOSIT');
    const end = Date.now() + 15_000;
    while ((await orderRow(server, placed.orderNo)).status !== 'EXPIRED' && Date.now() < end) await sleep(250);
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'EXPIRED', stock_held: false, failure_reason: VBANK_EXPIRED_REASON });
    expect(await stockOf(server, option)).toBe(10);
    // Closed at PortOne, so a late deposit cannot land in it.
    expect((await sandboxPayment(server, impUid)).status).toBe('cancelled');
  }, 30_000);

  it('a deposit that lands before the expiry job runs makes the order PAID, not EXPIRED', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { payMethod: 'vbank' });
    const impUid = await sandboxPay(buyer, placed, { outcome: 'ready', payMethod: 'vbank' });
    await completeOf(buyer, impUid, placed.merchantUid);
    await server.db.updateTable('shop_order').set({ hold_until: new Date(Date.now() - 1_000) }).where('order_no', '=', placed.orderNo).execute();
    await sandboxDeposit(buyer, impUid);
    expect(await expireOrder(orderDeps(server.app), placed.orderNo)).not.toBe('expired');
    expect((await orderRow(server, placed.orderNo)).status).toBe('PAID');
    expect(await stockOf(server, option)).toBe(9);
  });
});

describe('payment holds', () => {
  it('the expiry handler expires an unpaid card order once its hold ran out, and only then', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 3 });
    const deps = orderDeps(server.app);
    expect(await expireOrder(deps, placed.orderNo)).toBe('skipped');
    await holdRunsOut(placed.orderNo);
    expect(await expireOrder(deps, placed.orderNo)).toBe('expired');
    expect(await expireOrder(deps, placed.orderNo)).toBe('skipped');
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'EXPIRED', stock_held: false });
    expect(await stockOf(server, option)).toBe(10);
    expect((await readOrder(buyer, placed.orderNo)).body.data).toMatchObject({ status: 'EXPIRED', payment: { failureReason: expect.stringContaining('시간이 지나') } });
  });

  it('the sweep finds holds that ran out and deletes sheets a day past their expiry', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option);
    await holdRunsOut(placed.orderNo);
    const [old, recent] = [await buyNowSheet(buyer, option, 1), await buyNowSheet(buyer, option, 1)];
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await server.db.updateTable('order_sheet').set({ expires_at: ago(25) }).where('sheet_no', '=', old.sheetNo).execute();
    await server.db.updateTable('order_sheet').set({ expires_at: ago(23) }).where('sheet_no', '=', recent.sheetNo).execute();
    const swept = await sweepOrders(orderDeps(server.app));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(server, placed.orderNo)).status).toBe('EXPIRED');
    expect(await stockOf(server, option)).toBe(10);
    const left = await server.db.selectFrom('order_sheet').select('sheet_no').where('sheet_no', 'in', [old.sheetNo, recent.sheetNo]).execute();
    expect(left.map((row) => row.sheet_no)).toEqual([recent.sheetNo]);
  });

  it('money arriving after expiry takes the stock again when it is still there', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 2 });
    await holdRunsOut(placed.orderNo);
    await expireOrder(orderDeps(server.app), placed.orderNo);
    expect(await stockOf(server, option)).toBe(10);
    const impUid = await sandboxPay(buyer, placed);
    expect((await completeOf(buyer, impUid, placed.merchantUid)).body).toMatchObject({ code: 0, data: { status: 'PAID' } });
    expect(await stockOf(server, option)).toBe(8);
  });

  it('money arriving after expiry with the stock gone is cancelled: SOLD_OUT_AT_PAYMENT', async () => {
    const option = await freshOption(server, 10);
    const placed = await placedOrder(buyer, option, { qty: 2 });
    await holdRunsOut(placed.orderNo);
    await expireOrder(orderDeps(server.app), placed.orderNo);
    await setStock(server, option, 1);
    const impUid = await sandboxPay(buyer, placed);
    const answer = await completeOf(buyer, impUid, placed.merchantUid);
    expect(answer.body.code).toBe(ApiCode.SOLD_OUT_AT_PAYMENT);
    expect(answer.body.message).toContain('품절');
    expect(await sandboxPayment(server, impUid)).toMatchObject({ status: 'cancelled' });
    // The order stays unpaid (not "cancelled": it was never paid), saying why.
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'EXPIRED', stock_held: false, imp_uid: null, failure_reason: expect.stringContaining('품절') });
    expect(await stockOf(server, option)).toBe(1);
    // The webhook for the same payment afterwards changes nothing, even once the stock is back.
    await setStock(server, option, 10);
    expect((await notify(anonymous(server), impUid, placed.merchantUid)).body.code).toBe(0);
    expect(await stockOf(server, option)).toBe(10);
    expect((await orderRow(server, placed.orderNo)).status).toBe('EXPIRED');
  });
});
