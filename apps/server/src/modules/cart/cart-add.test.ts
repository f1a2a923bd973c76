import { ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { add, guestClient, listCart, pickOptions, setStock, signedInClient, type TestOption } from './cart-test-kit';

const server = serverForTests();
let products: TestOption[][];
let samples: TestOption[][];
beforeAll(async () => {
  products = await pickOptions(server, { sampleable: false, products: 3, rowsPerProduct: 2 });
  samples = await pickOptions(server, { sampleable: true, products: 7 });
  for (const option of [...products.flat(), ...samples.flat()]) await setStock(server, option, 20);
});

const lineOf = (option: TestOption) => (line: { optionGroupSeq: number }) => line.optionGroupSeq === option.optionGroupSeq;

describe('GET /cart/v1/list', () => {
  it('answers an empty cart to a new visitor, without creating one or setting tcn', async () => {
    const client = server.client();
    expect(await listCart(client)).toMatchObject({ list: [], count: 0, totals: { payAmount: 0 } });
    expect(client.cookies.has('tcn')).toBe(false);
  });

  it('shows current prices and stock, not the ones of the moment of adding', async () => {
    const client = await guestClient(server);
    const option = products[0]![0]!;
    await add(client, option, 2);
    await server.db.updateTable('product').set({ price: 50_000, price_discount: 40_000 }).where('product_no', '=', option.productNo).execute();
    await server.db.updateTable('product_option_row').set({ extra_price: 5_000, stock_cnt: 7 }).where('item_group_seq', '=', option.optionGroupSeq).execute();
    const { list, totals } = await listCart(client);
    expect(list[0]).toMatchObject({ qty: 2, price: 55_000, priceDiscount: 45_000, sellingPrice: 45_000, orderPrice: 110_000, orderPriceDiscount: 90_000, stockCnt: 7, productOptionsStatus: 'AVAILABLE', maxQty: 7, payable: true });
    expect(totals).toMatchObject({ productAmount: 110_000, discountAmount: 20_000, count: 1 });
    expect(totals.payAmount).toBe(90_000 + totals.deliveryFee);
  });

  it('keeps sold-out lines visible and marked, and leaves them out of the totals', async () => {
    const client = await guestClient(server);
    const [kept, soldOut] = products[1]!;
    await add(client, kept!, 1);
    await add(client, soldOut!, 1);
    await setStock(server, soldOut!, 0, 'STOCK_ALIM');
    const { list, totals, count } = await listCart(client);
    expect(count).toBe(2);
    expect(list.find(lineOf(soldOut!))).toMatchObject({ productOptionsStatus: 'STOCK_ALIM', payable: false });
    expect(totals.count).toBe(1);
    await setStock(server, soldOut!, 20);
  });
});

describe('POST /cart/v1 (product cart)', () => {
  it('creates the guest cart on the first add with an HttpOnly tcn cookie for one day', async () => {
    const client = await guestClient(server);
    const answer = await add(client, products[2]![0]!, 3);
    expect(answer.body).toMatchObject({ code: 0, data: { count: 1 } });
    const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith('tcn='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=86400/i);
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ qty: 3 })]);
  });

  it('gives a visitor with the XSRF pair but no guest id a cart of its own on the first add', async () => {
    // Bots, app clients and a second tab add before (or without) asking for a guest token.
    const client = server.client();
    const answer = await add(client, products[2]![1]!, 1);
    expect([answer.status, answer.body.code]).toEqual([200, 0]);
    expect(client.cookies.has('tcn')).toBe(true);
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ qty: 1 })]);
    const other = server.client();
    await add(other, products[2]![1]!, 2);
    expect((await listCart(other)).list).toEqual([expect.objectContaining({ qty: 2 })]);
  });

  it('adds to the existing line of the same option', async () => {
    const client = await signedInClient(server);
    const option = products[2]![1]!;
    await add(client, option, 2);
    await add(client, option, 5);
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ optionGroupSeq: option.optionGroupSeq, qty: 7 })]);
  });

  it('refuses more than the stock with OUT_OF_STOCK and a Korean message, changing nothing', async () => {
    const client = await guestClient(server);
    const option = products[2]![0]!;
    await add(client, option, 15);
    const answer = await add(client, option, 6);
    expect(answer.body.code).toBe(ApiCode.OUT_OF_STOCK);
    expect(answer.body.message).toContain('재고가 부족합니다');
    expect(answer.body.message).toContain('5개 더 담을 수 있습니다');
    expect((await listCart(client)).list[0]!.qty).toBe(15);
  });

  it('refuses a sold-out option', async () => {
    const client = await guestClient(server);
    const option = products[0]![1]!;
    await setStock(server, option, 0);
    expect((await add(client, option)).body.code).toBe(ApiCode.OUT_OF_STOCK);
    await setStock(server, option, 20);
  });

  it('refuses more than 99 pieces in one line with QUANTITY_LIMIT', async () => {
    const client = await guestClient(server);
    const option = products[0]![1]!;
    await setStock(server, option, 500);
    const answer = await add(client, option, 100);
    expect(answer.body.code).toBe(ApiCode.QUANTITY_LIMIT);
    expect(answer.body.message).toContain('99개');
    expect((await add(client, option, 99)).body.code).toBe(0);
    await setStock(server, option, 20);
  });

  it('answers bad input with a clear error and adds nothing', async () => {
    const client = await guestClient(server);
    const option = products[1]![0]!;
    for (const qty of [0, -1, 1.5]) {
      const answer = await add(client, option, qty);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(ApiCode.REQUIRED_PARAMETER);
      expect(answer.body.message).toContain('qty');
    }
    expect((await add(client, { productNo: option.productNo, optionGroupSeq: 999_999_999 })).body.code).toBe(ApiCode.OPTION_NOT_FOUND);
    expect((await add(client, { productNo: products[0]![0]!.productNo, optionGroupSeq: option.optionGroupSeq })).body.code).toBe(ApiCode.OPTION_NOT_FOUND);
    expect((await client.post('/api/cart/v1', undefined, { rawBody: '{"items":' })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await client.post('/api/cart/v1', { items: [] })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await client.post('/api/cart/v1', { cartType: 'OTHER', items: [{ ...option, qty: 1 }] })).status).toBe(400);
    expect((await listCart(client)).list).toEqual([]);
  });

  it('adds all items of one call or none', async () => {
    const client = await guestClient(server);
    const [first, second] = products[1]!;
    await setStock(server, second!, 1);
    const answer = await client.post('/api/cart/v1', { cartType: 'PRODUCT', items: [{ ...first, qty: 1 }, { ...second, qty: 2 }] });
    expect(answer.body.code).toBe(ApiCode.OUT_OF_STOCK);
    expect((await listCart(client)).list).toEqual([]);
    await setStock(server, second!, 20);
  });
});

describe('POST /cart/v1 (sample cart)', () => {
  it('keeps samples apart from products, one per option, free with a 3,000 won fee per order', async () => {
    const client = await guestClient(server);
    const sample = samples[0]![0]!;
    expect((await add(client, sample, 3, 'SAMPLE')).body.code).toBe(0);
    const sampleCart = await listCart(client, 'SAMPLE');
    expect(sampleCart.list).toEqual([expect.objectContaining({ qty: 1, price: 0, sellingPrice: 0 })]);
    expect(sampleCart.totals).toMatchObject({ productAmount: 0, deliveryFee: 3_000, payAmount: 3_000, count: 1 });
    expect((await listCart(client, 'PRODUCT')).list).toEqual([]);
    const again = await add(client, sample, 1, 'SAMPLE');
    expect(again.body.code).toBe(ApiCode.CART_ITEM_EXISTS);
  });

  it('refuses products that offer no samples', async () => {
    const client = await guestClient(server);
    expect((await add(client, products[0]![0]!, 1, 'SAMPLE')).body.code).toBe(ApiCode.NOT_SAMPLEABLE);
  });

  it('refuses a sixth sample with SAMPLE_LIMIT', async () => {
    const client = await guestClient(server);
    for (const [sample] of samples.slice(0, 5)) expect((await add(client, sample!, 1, 'SAMPLE')).body.code).toBe(0);
    const sixth = await add(client, samples[5]![0]!, 1, 'SAMPLE');
    expect(sixth.body.code).toBe(ApiCode.SAMPLE_LIMIT);
    expect(sixth.body.message).toContain('5개');
    expect((await listCart(client, 'SAMPLE')).count).toBe(5);
  });
});
