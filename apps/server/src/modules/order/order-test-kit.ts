import type { OrderView, PlacedOrderView, SheetView } from '@maru/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { guest, verifiedMember } from '../../../test/visitors';
import { add, freshOption, GENEROUS_ORDER_LIMITS, listCart, pickOptions, setStock, startOrderServer, type TestOption } from '../../../test/order-server';
import type { TestServer } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';
import { productChange } from '../catalogue';
import { sandboxCredentials } from '../sandbox';
import { orderDeps } from './deps';
import { expireOrder } from './expiry';
import { orderBody as sharedOrderBody, type PayMethod } from '@maru/testing';

// Used by the order tests only: shoppers drive the real HTTP flows (cart, sheet, order,
// the PortOne sandbox's payments and the callback), as the web app does.

export { add, freshOption, GENEROUS_ORDER_LIMITS, guest, listCart, pickOptions, setStock, startOrderServer, type TestOption };

/**
 * An order server and a signed-in member to buy with, started before the file's tests and
 * closed after them; `use` receives both (`withOrderServer((started) => ({ server, buyer } = started))`).
 */
export function withOrderServer(use: (started: { server: TestServer; buyer: HttpClient }) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startOrderServer();
    use({ server, buyer: await member(server) });
  });
  afterAll(() => server?.close());
}

export async function member(server: TestServer): Promise<HttpClient> {
  return (await verifiedMember(server)).client;
}

export async function stockOf(server: TestServer, option: TestOption): Promise<number> {
  const row = await server.db.selectFrom('product_option_row').select('stock_cnt').where('item_group_seq', '=', option.optionGroupSeq).executeTakeFirstOrThrow();
  return row.stock_cnt;
}

export async function setPrice(server: TestServer, option: TestOption, price: number, priceDiscount = 0): Promise<void> {
  await server.db.updateTable('product').set({ price, price_discount: priceDiscount, selling_price: priceDiscount || price }).where('product_no', '=', option.productNo).execute();
  // As the console's price edit will: the product pages' cache learns of it at once.
  server.app.caches.changed(productChange(option.productNo));
}

export function sheetOf(client: HttpClient, body: unknown): Promise<ApiAnswer<SheetView>> {
  return client.post<SheetView>('/api/order/v1/sheet', body);
}

export async function buyNowSheet(client: HttpClient, option: TestOption, qty = 1): Promise<SheetView> {
  const answer = await sheetOf(client, { orderType: 'PRODUCT', items: [{ ...option, qty }] });
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!;
}

export async function cartSheet(client: HttpClient, option: TestOption, qty = 1, orderType: 'PRODUCT' | 'SAMPLE' = 'PRODUCT'): Promise<{ sheet: SheetView; cartSeq: number }> {
  expect((await add(client, option, qty, orderType)).body.code).toBe(0);
  const cartSeq = (await listCart(client, orderType)).list.find((line) => line.optionGroupSeq === option.optionGroupSeq)!.cartSeq;
  const answer = await sheetOf(client, { orderType, cartSeqList: [cartSeq] });
  expect(answer.body).toMatchObject({ code: 0 });
  return { sheet: answer.body.data!, cartSeq };
}

export { GUEST_CONSENTS, GUEST_PASSWORD, ORDERER, type PayMethod, RECEIVER } from '@maru/testing';

/** The order request of @maru/testing, with a zonecode of its own and any other fields given beside. */
export function orderBody(sheetNo: string, opts: { guest?: boolean; payMethod?: PayMethod; zonecode?: string } & Record<string, unknown> = {}) {
  const { guest, payMethod, zonecode, ...extra } = opts;
  return sharedOrderBody(sheetNo, { guest, payMethod, receiver: zonecode ? { zonecode } : undefined, extra });
}

export function placeOf(client: HttpClient, body: unknown): Promise<ApiAnswer<PlacedOrderView>> {
  return client.post<PlacedOrderView>('/api/order/v1', body);
}

export async function place(client: HttpClient, sheetNo: string, opts: Parameters<typeof orderBody>[1] = {}): Promise<PlacedOrderView> {
  const answer = await placeOf(client, orderBody(sheetNo, opts));
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!;
}

/** A buyer's order for one option, placed and waiting for its payment. */
export async function placedOrder(client: HttpClient, option: TestOption, opts: { qty?: number } & Parameters<typeof orderBody>[1] = {}): Promise<PlacedOrderView> {
  const { qty = 1, ...rest } = opts;
  const sheet = await buyNowSheet(client, option, qty);
  return place(client, sheet.sheetNo, rest);
}

// ---- the PortOne sandbox --------------------------------------------------------------

export type Outcome = 'paid' | 'failed' | 'ready';

/** Plays the shopper in the sandbox's payment window; webhook:false keeps the sandbox from notifying the shop by itself. */
export async function sandboxPay(client: HttpClient, placed: { merchantUid: string; amount: number }, opts: { outcome?: Outcome; payMethod?: PayMethod; amount?: number; webhook?: boolean } = {}): Promise<string> {
  const answer = await client.post('/sandbox/portone/payments', {
    merchant_uid: placed.merchantUid,
    amount: opts.amount ?? placed.amount,
    pay_method: opts.payMethod ?? 'card',
    outcome: opts.outcome ?? 'paid',
    webhook: opts.webhook ?? false,
  });
  expect(answer.body.code).toBe(0);
  return (answer.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
}

export async function sandboxDeposit(client: HttpClient, impUid: string): Promise<void> {
  const answer = await client.post('/sandbox/portone/vbank/deposit', { imp_uid: impUid });
  expect(answer.body.code).toBe(0);
}

/** The payment as the sandbox holds it, read with a token as the shop's server does. */
export async function sandboxPayment(server: TestServer, impUid: string): Promise<{ status: string; amount: number; cancel_amount: number; merchant_uid: string }> {
  const client = server.client();
  const { impKey, impSecret } = sandboxCredentials.portone;
  const token = await client.post('/sandbox/portone/users/getToken', { imp_key: impKey, imp_secret: impSecret });
  const accessToken = (token.body as unknown as { response: { access_token: string } }).response.access_token;
  const answer = await client.get(`/sandbox/portone/payments/${impUid}`, { headers: { authorization: accessToken } });
  return (answer.body as unknown as { response: { status: string; amount: number; cancel_amount: number; merchant_uid: string } }).response;
}

export function completeOf(client: HttpClient, impUid: string, merchantUid: string): Promise<ApiAnswer<OrderView>> {
  return client.post<OrderView>('/api/order/v1/complete', { imp_uid: impUid, merchant_uid: merchantUid });
}

export function notify(client: HttpClient, impUid: string, merchantUid: string, status = 'paid'): Promise<ApiAnswer> {
  return client.post('/api/order/v1/webhook/portone', { imp_uid: impUid, merchant_uid: merchantUid, status }, { noXsrf: true });
}

export async function orderRow(server: TestServer, orderNo: string) {
  return server.db.selectFrom('shop_order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
}

export async function ordersOfSheet(server: TestServer, sheetNo: string): Promise<number> {
  const rows = await server.db.selectFrom('shop_order').select('order_id').where('sheet_no', '=', sheetNo).execute();
  return rows.length;
}

export async function readOrder(client: HttpClient, orderNo: string): Promise<ApiAnswer<OrderView>> {
  return client.get<OrderView>(`/api/order/v1/${orderNo}`);
}

/** The order's hold runs out now, as the expiry job would find it (nothing happens to an order not open). */
export async function expireNow(server: TestServer, orderNo: string): Promise<void> {
  const row = await orderRow(server, orderNo);
  await expireOrder(orderDeps(server.app), orderNo, new Date(row.hold_until.getTime() + 1_000));
}
