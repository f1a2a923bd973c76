import { becomeGuest, signIn, signUp, TEST_PASSWORD } from '@maru/testing';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// Used by the cart tests only. Members are made through the real HTTP flows (PortOne
// sandbox, join, sign-in), as a shopper would, by the shared factories of @maru/testing.

export const PASSWORD = TEST_PASSWORD;
const emails = new WeakMap<HttpClient, string>();

/** The e-mail a client signed up with, to sign it in again. */
export const emailOf = (client: HttpClient): string => emails.get(client)!;

export async function signedInClient(server: TestServer, client: HttpClient = server.client()): Promise<HttpClient> {
  const { email } = await signUp(client.call, { nickName: '장바구니' });
  await signIn(client.call, email);
  emails.set(client, email);
  return client;
}

/** A guest with a guest id (tma_id), as the web shell makes one on the first visit. */
export async function guestClient(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  await becomeGuest(client.call);
  return client;
}

export interface TestOption {
  productNo: number;
  optionGroupSeq: number;
}

/** Options of distinct products with at least `rowsPerProduct` rows; stock and prices are set by the caller. */
export async function pickOptions(server: TestServer, opts: { sampleable: boolean; products: number; rowsPerProduct?: number }): Promise<TestOption[][]> {
  const rowsPerProduct = opts.rowsPerProduct ?? 1;
  const products = await server.db
    .selectFrom('product as p')
    .innerJoin('product_option_row as r', 'r.product_no', 'p.product_no')
    .select('p.product_no')
    .where('p.sampleable', '=', opts.sampleable)
    .groupBy('p.product_no')
    .having(sql`count(*)`, '>=', rowsPerProduct)
    .orderBy('p.product_no')
    .limit(opts.products)
    .execute();
  expect(products.length).toBe(opts.products);
  const result: TestOption[][] = [];
  for (const { product_no } of products) {
    const rows = await server.db.selectFrom('product_option_row').select('item_group_seq').where('product_no', '=', product_no).orderBy('item_group_seq').execute();
    result.push(rows.map((row) => ({ productNo: product_no, optionGroupSeq: row.item_group_seq })));
  }
  return result;
}

export async function setStock(server: TestServer, option: TestOption, stockCnt: number, stockLostType: 'SALE_CLOSE' | 'STOCK_ALIM' = 'SALE_CLOSE') {
  await server.db.updateTable('product_option_row').set({ stock_cnt: stockCnt, stock_lost_type: stockLostType }).where('item_group_seq', '=', option.optionGroupSeq).execute();
}

export interface ListedLine {
  cartSeq: number;
  optionGroupSeq: number;
  qty: number;
  price: number;
  priceDiscount: number;
  sellingPrice: number;
  productOptionsStatus: string;
  payable: boolean;
  stockCnt: number;
}

export interface ListData {
  list: ListedLine[];
  totals: { productAmount: number; discountAmount: number; deliveryFee: number; payAmount: number; count: number; arrivalDeliveryFee?: number };
  count: number;
}

export async function listCart(client: HttpClient, cartType: 'PRODUCT' | 'SAMPLE' = 'PRODUCT'): Promise<ListData> {
  const answer = await client.get<ListData>(`/api/cart/v1/list?cartType=${cartType}`);
  expect(answer.body.code).toBe(0);
  return answer.body.data!;
}

export function add(client: HttpClient, option: TestOption, qty = 1, cartType: 'PRODUCT' | 'SAMPLE' = 'PRODUCT') {
  return client.post<{ count: number }>('/api/cart/v1', { cartType, items: [{ ...option, qty }] });
}
