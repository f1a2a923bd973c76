import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { add, guestClient, listCart, pickOptions, setStock, signedInClient, type TestOption } from './cart-test-kit';

const server = serverForTests();
let option: TestOption;
beforeAll(async () => {
  [[option]] = (await pickOptions(server, { sampleable: false, products: 1 })) as [[TestOption]];
});

/** Fifty adds of one piece sent at once over real HTTP, all with the same cookies. */
async function fiftyAtOnce(client: HttpClient) {
  await client.get('/api/health');
  const answers = await Promise.all(Array.from({ length: 50 }, () => add(client, option, 1)));
  return answers.map((answer) => answer.body.code);
}

describe('simultaneous adds of one option', () => {
  it('a new guest (no cart yet) gets one cart and one line holding all 50 pieces', async () => {
    await setStock(server, option, 80);
    const client = await guestClient(server);
    const codes = await fiftyAtOnce(client);
    expect(codes.every((code) => code === 0)).toBe(true);
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ qty: 50 })]);
    const carts = await server.db.selectFrom('cart_line').select('cart_id').where('item_group_seq', '=', option.optionGroupSeq).distinct().execute();
    expect(carts).toHaveLength(1);
  });

  it('a member’s line stops exactly at the stock; the rest are refused', async () => {
    await setStock(server, option, 30);
    const client = await signedInClient(server);
    const codes = await fiftyAtOnce(client);
    expect(codes.filter((code) => code === 0)).toHaveLength(30);
    expect((await listCart(client)).list).toEqual([expect.objectContaining({ qty: 30 })]);
  });
});
