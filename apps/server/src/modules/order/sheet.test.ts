import { ApiCode, ISLAND_FEE, JEJU_FEE, SHEET_LIFETIME_MS } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/factories';
import type { TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { SAMPLE_FEE_PER_ORDER } from '../cart';
import { add, buyNowSheet, cartSheet, freshOption, guest, listCart, member, setPrice, setStock, sheetOf, stockOf, type TestOption, withOrderServer } from './order-test-kit';

let server: TestServer;
let buyer: HttpClient;
withOrderServer((started) => ({ server, buyer } = started));

const sheetCount = async () => Number((await server.db.selectFrom('order_sheet').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /order/v1/sheet', () => {
  it('prices the visitor’s cart lines now and keeps them for 30 minutes', async () => {
    const option = await freshOption(server, 10);
    await setPrice(server, option, 50_000, 40_000);
    const before = Date.now();
    const { sheet, cartSeq } = await cartSheet(buyer, option, 2);
    const after = Date.now();
    expect(sheet).toMatchObject({ orderType: 'PRODUCT', zonecode: null, remoteArea: null });
    expect(sheet.lines).toEqual([expect.objectContaining({ lineNo: 1, cartSeq, productNo: option.productNo, itemGroupSeq: option.optionGroupSeq, qty: 2, sellingPrice: expect.any(Number) })]);
    const [line] = sheet.lines;
    expect(line!.orderPriceDiscount).toBe(line!.sellingPrice * 2);
    const { amounts } = sheet;
    expect(amounts.payAmount).toBe(amounts.productAmount - amounts.discountAmount + amounts.deliveryFee + amounts.remoteAreaFee + amounts.sampleFee);
    // Made between the two readings: a slow run (a loaded CI machine) took over a second here,
    // which a fixed one-second margin refused.
    expect(Date.parse(sheet.expiresAt)).toBeGreaterThanOrEqual(before + SHEET_LIFETIME_MS - 1_000);
    expect(Date.parse(sheet.expiresAt)).toBeLessThanOrEqual(after + SHEET_LIFETIME_MS + 1_000);
    const stored = await server.db.selectFrom('order_sheet').selectAll().where('sheet_no', '=', sheet.sheetNo).executeTakeFirstOrThrow();
    expect(stored.member_id).not.toBeNull();
    expect(stored.lines).toEqual([expect.objectContaining({ cartSeq, qty: 2, price: line!.price })]);
  });

  it('makes a sheet from items for 바로 구매 (the same option twice is one line)', async () => {
    const option = await freshOption(server, 10);
    const answer = await sheetOf(buyer, { items: [{ ...option, qty: 1 }, { ...option, qty: 2 }] });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data!.lines).toEqual([expect.objectContaining({ cartSeq: null, qty: 3 })]);
  });

  it('makes a sample sheet only from the sample cart: free lines and one sample fee', async () => {
    const option = await freshOption(server, 10, { sampleable: true });
    const { sheet } = await cartSheet(buyer, option, 1, 'SAMPLE');
    expect(sheet.orderType).toBe('SAMPLE');
    expect(sheet.lines).toEqual([expect.objectContaining({ qty: 1, price: 0, sellingPrice: 0 })]);
    expect(sheet.amounts).toMatchObject({ productAmount: 0, sampleFee: SAMPLE_FEE_PER_ORDER, payAmount: SAMPLE_FEE_PER_ORDER });
    const byItems = await sheetOf(buyer, { orderType: 'SAMPLE', items: [{ ...option, qty: 1 }] });
    expect(byItems.status).toBe(400);
    expect(byItems.body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });

  it('refuses the whole call when one line is not in the visitor’s cart, creating nothing', async () => {
    const option = await freshOption(server, 10);
    const other = await member(server);
    const { cartSeq: foreign } = await cartSheet(other, option, 1);
    expect((await add(buyer, option, 1)).body.code).toBe(0);
    const own = (await listCart(buyer)).list.find((line) => line.optionGroupSeq === option.optionGroupSeq)!.cartSeq;
    const before = await sheetCount();
    for (const cartSeqList of [[foreign], [own, foreign], [own, 2_000_000_000]]) {
      const answer = await sheetOf(buyer, { cartSeqList });
      expect(answer.body.code).toBe(ApiCode.CART_NOT_YOURS);
    }
    // A product-cart line asked for as a sample is not in the sample cart.
    expect((await sheetOf(buyer, { orderType: 'SAMPLE', cartSeqList: [own] })).body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect(await sheetCount()).toBe(before);
  });

  it('refuses sold-out and short options, naming them in Korean', async () => {
    const option = await freshOption(server, 0);
    const productName = (await server.db.selectFrom('product').select('name').where('product_no', '=', option.productNo).executeTakeFirstOrThrow()).name;
    const soldOut = await sheetOf(buyer, { items: [{ ...option, qty: 1 }] });
    expect(soldOut.body).toMatchObject({ code: ApiCode.OUT_OF_STOCK, message: expect.stringContaining(productName) });
    expect(soldOut.body.message).toContain('품절');
    await setStock(server, option, 2);
    const short = await sheetOf(buyer, { items: [{ ...option, qty: 3 }] });
    expect(short.body).toMatchObject({ code: ApiCode.OUT_OF_STOCK, message: expect.stringContaining('2개까지') });
    expect(await stockOf(server, option)).toBe(2);
  });

  it('refuses an option of another product and a visitor with neither session nor guest id', async () => {
    const [first, second] = [await freshOption(server, 5), await freshOption(server, 5)];
    expect((await sheetOf(buyer, { items: [{ productNo: first.productNo, optionGroupSeq: second.optionGroupSeq, qty: 1 }] })).body.code).toBe(ApiCode.OPTION_NOT_FOUND);
    const nobody = await sheetOf(anonymous(server), { items: [{ ...first, qty: 1 }] });
    expect(nobody.status).toBe(403);
    expect(nobody.body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
  });
});

describe('GET /order/v1/sheet/{sheetNo}', () => {
  let option: TestOption;
  beforeAll(async () => {
    option = await freshOption(server, 20);
    await server.db.updateTable('product_delivery').set({ pay_type: 'PREPAY', free_over: null }).where('product_no', '=', option.productNo).execute();
  });
  const read = (client: HttpClient, sheetNo: string, zonecode?: string) => client.get<{ amounts: { payAmount: number; remoteAreaFee: number }; remoteArea: { kind: string } | null; zonecode: string | null; lines: { price: number }[] }>(`/api/order/v1/sheet/${sheetNo}${zonecode ? `?zonecode=${zonecode}` : ''}`);

  it('adds the 도서산간 surcharge for Jeju and island zonecodes, once per prepaid parcel', async () => {
    const sheet = await buyNowSheet(buyer, option, 1);
    const base = sheet.amounts.payAmount;
    const jeju = await read(buyer, sheet.sheetNo, '63100');
    expect(jeju.body.data).toMatchObject({ zonecode: '63100', remoteArea: { kind: 'JEJU' }, amounts: { remoteAreaFee: JEJU_FEE, payAmount: base + JEJU_FEE } });
    const island = await read(buyer, sheet.sheetNo, '40200');
    expect(island.body.data).toMatchObject({ remoteArea: { kind: 'ISLAND' }, amounts: { remoteAreaFee: ISLAND_FEE, payAmount: base + ISLAND_FEE } });
    const seoul = await read(buyer, sheet.sheetNo, '06236');
    expect(seoul.body.data).toMatchObject({ remoteArea: null, amounts: { remoteAreaFee: 0, payAmount: base } });
  });

  it('re-prices from the current catalogue and stores what it showed', async () => {
    await setPrice(server, option, 30_000);
    const sheet = await buyNowSheet(buyer, option, 1);
    await setPrice(server, option, 31_000);
    const answer = await read(buyer, sheet.sheetNo);
    expect(answer.body.data!.lines[0]!.price).toBe(31_000 + (await extraPrice(option)));
    const stored = await server.db.selectFrom('order_sheet').select('lines').where('sheet_no', '=', sheet.sheetNo).executeTakeFirstOrThrow();
    expect(stored.lines[0]!.price).toBe(answer.body.data!.lines[0]!.price);
  });

  it('answers an expired sheet with 410 / 5001', async () => {
    const sheet = await buyNowSheet(buyer, option, 1);
    await server.db.updateTable('order_sheet').set({ expires_at: new Date(Date.now() - 1_000) }).where('sheet_no', '=', sheet.sheetNo).execute();
    const answer = await read(buyer, sheet.sheetNo);
    expect(answer.status).toBe(410);
    expect(answer.body.code).toBe(ApiCode.ORDER_SHEET_EXPIRED);
  });

  it('answers another visitor’s sheet exactly like an unknown one (404 / 5003)', async () => {
    const memberSheet = await buyNowSheet(buyer, option, 1);
    const guestClient = await guest(server);
    const guestSheet = await buyNowSheet(guestClient, option, 1);
    const unknown = await read(buyer, 'no-such-sheet');
    expect(unknown.status).toBe(404);
    for (const [client, sheetNo] of [
      [await member(server), memberSheet.sheetNo],
      [await guest(server), memberSheet.sheetNo],
      [anonymous(server), memberSheet.sheetNo],
      [buyer, guestSheet.sheetNo],
      [await guest(server), guestSheet.sheetNo],
    ] as const) {
      const answer = await read(client, sheetNo);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    expect((await read(guestClient, guestSheet.sheetNo)).body.code).toBe(0);
  });
});

async function extraPrice(option: TestOption): Promise<number> {
  const row = await server.db.selectFrom('product_option_row').select('extra_price').where('item_group_seq', '=', option.optionGroupSeq).executeTakeFirstOrThrow();
  return row.extra_price;
}
