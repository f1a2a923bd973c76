import { cancelResult, returnResult, type CancelResult, type MyOrderView, type ReturnResult } from '@maru/domain';
import { expect } from 'vitest';
import type { TestServer } from '../../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../../test/http-client';
import { AFTERSALE_LIMITS } from '../../../../test/order-server';
import { completeOf, freshOption, GENEROUS_ORDER_LIMITS, place, sandboxDeposit, sandboxPay, sheetOf, startOrderServer, type PayMethod, type TestOption } from '../order-test-kit';

// The after-sale tests' shoppers: orders of several options, paid through the sandbox, then
// read, cancelled and returned over the same HTTP calls the web app makes.

export { AFTERSALE_LIMITS };

export function startAfterSaleServer(): Promise<TestServer> {
  return startOrderServer({ MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS}` });
}

export interface PaidOrder {
  orderNo: string;
  impUid: string;
  amount: number;
  options: TestOption[];
}

/**
 * An order of the given options (one piece each unless said), placed and paid by card (or
 * issued a virtual account, deposited when `deposit`), as the web app does.
 */
export async function paidOrder(
  client: HttpClient,
  options: readonly TestOption[],
  opts: { qty?: number; payMethod?: PayMethod; guest?: boolean; outcome?: 'paid' | 'ready'; deposit?: boolean } = {},
): Promise<PaidOrder> {
  const sheet = await sheetOf(client, { orderType: 'PRODUCT', items: options.map((option) => ({ ...option, qty: opts.qty ?? 1 })) });
  expect(sheet.body).toMatchObject({ code: 0 });
  const placed = await place(client, sheet.body.data!.sheetNo, { payMethod: opts.payMethod ?? 'card', guest: opts.guest });
  const impUid = await sandboxPay(client, placed, { payMethod: opts.payMethod ?? 'card', outcome: opts.outcome ?? 'paid' });
  expect((await completeOf(client, impUid, placed.merchantUid)).body.code).toBe(0);
  if (opts.deposit) {
    await sandboxDeposit(client, impUid);
    await completeOf(client, impUid, placed.merchantUid);
  }
  return { orderNo: placed.orderNo, impUid, amount: placed.amount, options: [...options] };
}

export async function freshOptions(server: TestServer, count: number, stock = 10): Promise<TestOption[]> {
  const options: TestOption[] = [];
  for (let index = 0; index < count; index += 1) options.push(await freshOption(server, stock));
  return options;
}

export async function detailOf(client: HttpClient, orderNo: string): Promise<MyOrderView> {
  const answer = await client.get<MyOrderView>(`/api/order/v1/${orderNo}/detail`);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!;
}

/** The answer as it came, its data parsed with the domain's schema when the call succeeded (a refusal has none to parse). */
async function parsedOnSuccess<T>(answer: Promise<ApiAnswer>, data: { parse(value: unknown): T }): Promise<ApiAnswer<T>> {
  const got = await answer;
  if (got.body.code === 0) data.parse(got.body.data);
  return got as ApiAnswer<T>;
}

export function cancel(client: HttpClient, orderNo: string, body: Record<string, unknown>): Promise<ApiAnswer<CancelResult>> {
  return parsedOnSuccess(client.post(`/api/order/v1/${orderNo}/cancel`, { reason: 'CHANGE_OF_MIND', ...body }), cancelResult);
}

export function requestReturn(client: HttpClient, orderNo: string, body: Record<string, unknown>): Promise<ApiAnswer<ReturnResult>> {
  return parsedOnSuccess(client.post(`/api/order/v1/${orderNo}/return`, { reason: 'CHANGE_OF_MIND', ...body }), returnResult);
}

/** The shop's messages to a phone number as the local outbox holds them (no provider keys in tests). */
export async function outboxOf(server: TestServer, orderNo: string): Promise<{ template: string; text: string }[]> {
  const answer = await server.client().get<unknown>(`/sandbox/outbox/messages?orderNo=${orderNo}`);
  const body = answer.body as unknown as { messages?: { template: string; text: string }[]; data?: { messages?: { template: string; text: string }[] } };
  return body.messages ?? body.data?.messages ?? [];
}

/** Lines as the database holds them, by line number. */
export async function lineRows(server: TestServer, orderNo: string) {
  return server.db
    .selectFrom('shop_order_line')
    .innerJoin('shop_order', 'shop_order.order_id', 'shop_order_line.order_id')
    .selectAll('shop_order_line')
    .where('shop_order.order_no', '=', orderNo)
    .orderBy('line_no')
    .execute();
}

/** Moves lines straight to a state in the database (what the operator's screens are tested for elsewhere). */
export async function forceLines(server: TestServer, orderNo: string, status: 'PREPARING' | 'SHIPPING' | 'DELIVERED', deliveredAt?: Date): Promise<void> {
  const order = await server.db.selectFrom('shop_order').select('order_id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  await server.db
    .updateTable('shop_order_line')
    .set({ status, status_changed_at: new Date(), ...(status === 'DELIVERED' ? { delivered_at: deliveredAt ?? new Date(), shipped_at: deliveredAt ?? new Date() } : {}) })
    .where('order_id', '=', order.order_id)
    .execute();
}
