import { ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { add, guestClient, listCart, pickOptions, setStock, type TestOption } from './cart-test-kit';

const server = serverForTests();
let options: TestOption[];
let sample: TestOption[];
beforeAll(async () => {
  [options] = (await pickOptions(server, { sampleable: false, products: 1, rowsPerProduct: 3 })) as [TestOption[]];
  [sample] = (await pickOptions(server, { sampleable: true, products: 1, rowsPerProduct: 2 })) as [TestOption[]];
  for (const option of [...options, ...sample]) await setStock(server, option, 10);
});

async function cartWith(...lines: [TestOption, number][]) {
  const client = await guestClient(server);
  for (const [option, qty] of lines) expect((await add(client, option, qty)).body.code).toBe(0);
  const { list } = await listCart(client);
  const seqOf = (option: TestOption) => list.find((line) => line.optionGroupSeq === option.optionGroupSeq)!.cartSeq;
  return { client, seqOf };
}

describe('POST /cart/v1/check', () => {
  it('answers 3002 for an option already in the cart and 0 otherwise', async () => {
    const { client } = await cartWith([options[0]!, 1]);
    expect((await client.post('/api/cart/v1/check', options[0])).body.code).toBe(ApiCode.CART_ITEM_EXISTS);
    expect((await client.post('/api/cart/v1/check', options[1])).body.code).toBe(0);
    expect((await client.post('/api/cart/v1/check', { ...options[0], cartType: 'SAMPLE' })).body.code).toBe(0);
    expect((await server.client().post('/api/cart/v1/check', options[0])).body.code).toBe(0);
  });

  it('takes the product page’s selection shape (row in itemGroupSeq)', async () => {
    const { client } = await cartWith([options[0]!, 1]);
    const asPage = (option: TestOption) => ({ productNo: option.productNo, optionGroupSeq: option.productNo, itemGroupSeq: option.optionGroupSeq, qty: 1 });
    expect((await client.post('/api/cart/v1/check', { cartType: 'PRODUCT', items: [asPage(options[1]!)] })).body.code).toBe(0);
    expect((await client.post('/api/cart/v1/check', { cartType: 'PRODUCT', items: [asPage(options[1]!), asPage(options[0]!)] })).body.code).toBe(ApiCode.CART_ITEM_EXISTS);
    expect((await client.post('/api/cart/v1', { cartType: 'PRODUCT', items: [asPage(options[1]!)] })).body.code).toBe(0);
    expect((await listCart(client)).count).toBe(2);
  });
});

describe('PUT /cart/v1', () => {
  it('changes the quantity within 1..stock', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 1]);
    const cartItemSeq = seqOf(options[0]!);
    expect((await client.put('/api/cart/v1', { cartItemSeq, qty: 4 })).body).toMatchObject({ code: 0, data: { qty: 4, merged: false } });
    expect((await client.put('/api/cart/v1', { cartItemSeq, qty: 11 })).body.code).toBe(ApiCode.OUT_OF_STOCK);
    expect((await client.put('/api/cart/v1', { cartItemSeq, qty: 0 })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await client.put('/api/cart/v1', { cartItemSeq })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await listCart(client)).list[0]!.qty).toBe(4);
  });

  it('changes the option, keeping the line and its quantity', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 2]);
    const cartItemSeq = seqOf(options[0]!);
    expect((await client.put('/api/cart/v1', { cartItemSeq, optionGroupSeq: options[1]!.optionGroupSeq })).body.code).toBe(0);
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ cartSeq: cartItemSeq, optionGroupSeq: options[1]!.optionGroupSeq, qty: 2 })]);
  });

  it('merges into the line of an option already in the cart, capped at the stock', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 6], [options[1]!, 7]);
    const answer = await client.put('/api/cart/v1', { cartItemSeq: seqOf(options[0]!), optionGroupSeq: options[1]!.optionGroupSeq });
    expect(answer.body).toMatchObject({ code: 0, data: { cartSeq: seqOf(options[1]!), qty: 10, merged: true } });
    expect((answer.body.data as { notice: string }).notice).toContain('10개');
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ optionGroupSeq: options[1]!.optionGroupSeq, qty: 10 })]);
  });

  it('refuses an option of another product, a sold-out option, or another visitor’s line', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 1]);
    const cartItemSeq = seqOf(options[0]!);
    expect((await client.put('/api/cart/v1', { cartItemSeq, optionGroupSeq: sample[0]!.optionGroupSeq })).body.code).toBe(ApiCode.OPTION_NOT_FOUND);
    await setStock(server, options[2]!, 0);
    expect((await client.put('/api/cart/v1', { cartItemSeq, optionGroupSeq: options[2]!.optionGroupSeq })).body.code).toBe(ApiCode.OUT_OF_STOCK);
    await setStock(server, options[2]!, 10);
    const stranger = await guestClient(server);
    await add(stranger, options[1]!, 1);
    expect((await stranger.put('/api/cart/v1', { cartItemSeq, qty: 3 })).body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect((await listCart(client)).list[0]).toMatchObject({ optionGroupSeq: options[0]!.optionGroupSeq, qty: 1 });
  });

  it('keeps a sample at one piece', async () => {
    const client = await guestClient(server);
    await add(client, sample[0]!, 1, 'SAMPLE');
    const [line] = (await listCart(client, 'SAMPLE')).list;
    expect((await client.put('/api/cart/v1', { cartItemSeq: line!.cartSeq, qty: 2 })).body.code).toBe(ApiCode.QUANTITY_LIMIT);
    expect((await client.put('/api/cart/v1', { cartItemSeq: line!.cartSeq, optionGroupSeq: sample[1]!.optionGroupSeq })).body.code).toBe(0);
    expect((await listCart(client, 'SAMPLE')).list).toEqual([expect.objectContaining({ optionGroupSeq: sample[1]!.optionGroupSeq, qty: 1 })]);
  });
});

describe('DELETE /cart/v1', () => {
  it('deletes the chosen lines, from a body or from ?cartSeqs=', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 1], [options[1]!, 1], [options[2]!, 1]);
    expect((await client.delete('/api/cart/v1', { cartSeqs: [seqOf(options[0]!)] })).body).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await client.delete(`/api/cart/v1?cartSeqs=${seqOf(options[1]!)}`)).body.code).toBe(0);
    expect((await listCart(client)).list.map((line) => line.optionGroupSeq)).toEqual([options[2]!.optionGroupSeq]);
  });

  it('deletes nothing when one id is not the visitor’s', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 1]);
    const other = await cartWith([options[1]!, 1]);
    const answer = await client.delete('/api/cart/v1', { cartSeqs: [seqOf(options[0]!), other.seqOf(options[1]!)] });
    expect(answer.body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect((await listCart(client)).count).toBe(1);
    expect((await listCart(other.client)).count).toBe(1);
    expect((await client.delete('/api/cart/v1', { cartSeqs: [] })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await client.delete('/api/cart/v1?cartSeqs=1;drop')).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    // The query obeys the body's rule: ids the database can hold, 1 to 200 of them (the fuzzer found 500s here).
    for (const cartSeqs of ['3000000000', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const refused = await client.delete(`/api/cart/v1?cartSeqs=${cartSeqs}`);
      expect([refused.status, refused.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect((await listCart(client)).count).toBe(1);
  });
});

describe('GET /cart/v1/option', () => {
  it('answers the product’s option rows for the line, as the product page shows them', async () => {
    const { client, seqOf } = await cartWith([options[0]!, 2]);
    const answer = await client.get<{ optionGroupSeq: number; qty: number; optionList: { itemGroupSeq: number; itemSeqList: string; stockCnt: number }[] }>(
      `/api/cart/v1/option?cartSeq=${seqOf(options[0]!)}`,
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ optionGroupSeq: options[0]!.optionGroupSeq, qty: 2 });
    expect(answer.body.data!.optionList.map((row) => row.itemGroupSeq)).toEqual(expect.arrayContaining(options.map((option) => option.optionGroupSeq)));
    expect(answer.body.data!.optionList[0]!.itemSeqList).toMatch(/^\d+(\|\d+)*$/);
    expect((await server.client().get(`/api/cart/v1/option?cartSeq=${seqOf(options[0]!)}`)).body.code).toBe(ApiCode.CART_NOT_YOURS);
  });
});
