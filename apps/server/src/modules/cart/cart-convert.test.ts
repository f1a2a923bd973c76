import { ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { add, emailOf, guestClient, PASSWORD, listCart, pickOptions, setStock, signedInClient, type TestOption } from './cart-test-kit';

const server = serverForTests();
let options: TestOption[];
let sample: TestOption;
beforeAll(async () => {
  [options] = (await pickOptions(server, { sampleable: false, products: 1, rowsPerProduct: 3 })) as [TestOption[]];
  [[sample]] = (await pickOptions(server, { sampleable: true, products: 1 })) as [[TestOption]];
  for (const option of [...options, sample]) await setStock(server, option, 10);
});

const qtyByOption = async (client: HttpClient) => Object.fromEntries((await listCart(client)).list.map((line) => [line.optionGroupSeq, line.qty]));

/** A member who already has lines, then shops as a guest in the same browser after signing out. */
async function memberThenGuest(memberLines: [TestOption, number][], guestLines: [TestOption, number][]) {
  const client = await signedInClient(server);
  for (const [option, qty] of memberLines) await add(client, option, qty);
  await client.post('/api/membership/v1/logout');
  await client.post('/api/oauth/v1/guest/token');
  for (const [option, qty] of guestLines) expect((await add(client, option, qty)).body.code).toBe(0);
  expect(client.cookies.has('tcn')).toBe(true);
  return client;
}

async function signBackIn(client: HttpClient) {
  expect((await client.post('/api/membership/v1/login', { email: emailOf(client), password: PASSWORD })).body.code).toBe(0);
}

describe('PUT /cart/v1/user', () => {
  it('moves guest-only lines into the member cart and clears the tcn cookie', async () => {
    const client = await memberThenGuest([[options[0]!, 1]], [[options[1]!, 2], [sample, 1]]);
    await add(client, sample, 1, 'SAMPLE');
    await signBackIn(client);
    const answer = await client.put('/api/cart/v1/user', {});
    expect(answer.body).toMatchObject({ code: 0, data: { merged: 3, cappedLines: [], notice: null } });
    expect(client.cookies.has('tcn')).toBe(false);
    expect(await qtyByOption(client)).toEqual({ [options[0]!.optionGroupSeq]: 1, [options[1]!.optionGroupSeq]: 2, [sample.optionGroupSeq]: 1 });
    expect((await listCart(client, 'SAMPLE')).count).toBe(1);
  });

  it('adds the quantities of an option in both carts', async () => {
    const client = await memberThenGuest([[options[0]!, 2]], [[options[0]!, 3]]);
    await signBackIn(client);
    const converted = await client.put('/api/cart/v1/user');
    expect(converted.body, converted.body.message).toMatchObject({ code: 0, data: { merged: 1, cappedLines: [] } });
    expect(await qtyByOption(client)).toEqual({ [options[0]!.optionGroupSeq]: 5 });
  });

  it('caps a merged quantity at the stock and says so, losing no line', async () => {
    const client = await memberThenGuest([[options[0]!, 6], [options[2]!, 1]], [[options[0]!, 7], [options[1]!, 1]]);
    await signBackIn(client);
    const answer = await client.put('/api/cart/v1/user', {});
    expect(answer.body.code).toBe(0);
    const data = answer.body.data as { cappedLines: { requestedQty: number; qty: number }[]; notice: string };
    expect(data.cappedLines).toEqual([expect.objectContaining({ requestedQty: 13, qty: 10 })]);
    expect(data.notice).toContain('13개 → 10개');
    expect(await qtyByOption(client)).toEqual({ [options[0]!.optionGroupSeq]: 10, [options[1]!.optionGroupSeq]: 1, [options[2]!.optionGroupSeq]: 1 });
  });

  it('needs a signed-in member', async () => {
    const guest = await guestClient(server);
    await add(guest, options[0]!, 1);
    const answer = await guest.put('/api/cart/v1/user', {});
    expect(answer.status).toBe(403);
    expect((await listCart(guest)).count).toBe(1);
  });

  it('does nothing for a member without a guest cart', async () => {
    const member = await signedInClient(server);
    expect((await member.put('/api/cart/v1/user', {})).body).toMatchObject({ code: 0, data: { merged: 0 } });
  });

  it('refuses another guest’s cartSeq and a forged cookie, moving nothing', async () => {
    const victim = await guestClient(server);
    await add(victim, options[1]!, 2);
    const victimCartId = Number(victim.cookies.get('tcn')!.split('.')[0]);

    const thief = await signedInClient(server);
    expect((await thief.put('/api/cart/v1/user', { cartSeq: victimCartId })).body.code).toBe(ApiCode.CART_NOT_YOURS);
    thief.cookies.set('tcn', `${victimCartId}.${'A'.repeat(43)}`);
    expect((await thief.put('/api/cart/v1/user', {})).body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect((await listCart(thief)).count).toBe(0);
    expect(await qtyByOption(victim)).toEqual({ [options[1]!.optionGroupSeq]: 2 });
  });
});

describe('isolation', () => {
  it('a guest with a forged or guessed tcn cookie reads and changes nothing', async () => {
    const victim = await guestClient(server);
    await add(victim, options[0]!, 1);
    const [cartId] = victim.cookies.get('tcn')!.split('.');
    const { list } = await listCart(victim);

    for (const forged of [`${cartId}.${'A'.repeat(43)}`, cartId!, `${cartId}.`]) {
      const intruder = server.client();
      intruder.cookies.set('tcn', forged);
      expect((await intruder.get('/api/cart/v1/list')).body.code).toBe(ApiCode.CART_NOT_YOURS);
      intruder.cookies.set('tcn', forged);
      expect((await intruder.delete('/api/cart/v1', { cartSeqs: [list[0]!.cartSeq] })).body.code).toBe(ApiCode.CART_NOT_YOURS);
      intruder.cookies.set('tcn', forged);
      expect((await intruder.put('/api/cart/v1', { cartItemSeq: list[0]!.cartSeq, qty: 5 })).body.code).toBe(ApiCode.CART_NOT_YOURS);
    }
    expect((await listCart(victim)).list).toEqual([expect.objectContaining({ qty: 1 })]);
  });

  it('a member cannot see or change another member’s lines, and members never read guest carts', async () => {
    const owner = await signedInClient(server);
    await add(owner, options[2]!, 3);
    const [line] = (await listCart(owner)).list;
    const other = await signedInClient(server);
    expect((await listCart(other)).count).toBe(0);
    expect((await other.put('/api/cart/v1', { cartItemSeq: line!.cartSeq, qty: 1 })).body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect((await other.delete('/api/cart/v1', { cartSeqs: [line!.cartSeq] })).body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect((await other.get(`/api/cart/v1/option?cartSeq=${line!.cartSeq}`)).body.code).toBe(ApiCode.CART_NOT_YOURS);
    expect((await listCart(owner)).list).toEqual([expect.objectContaining({ qty: 3 })]);
  });
});
