import { ApiCode, type ProductHistoryView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, guest, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { HISTORY, historyOf, listed, memberIdOf, productNos, startMypageServer, view } from './mypage-test-kit';

const server = serverForTests(startMypageServer);
let products: number[];
beforeAll(async () => {
  products = await productNos(server, 60);
});

const member = async (): Promise<HttpClient> => (await verifiedMember(server)).client;
const p = (index: number) => products[index]!;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('recently viewed products', () => {
  it('are members only: guests and visitors without a session get 403', async () => {
    for (const client of [anonymous(server), await guest(server)]) {
      for (const answer of [await client.get(HISTORY), await client.post(HISTORY, { productNo: p(0) }), await client.post(`${HISTORY}/merge`, { list: [] }), await client.delete(HISTORY), await client.delete(`${HISTORY}/${p(0)}`)]) {
        expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 403, code: ApiCode.NO_ACCESS_TOKEN });
      }
    }
  });

  it('list the newest view first; a product viewed again moves to the top, once', async () => {
    const client = await member();
    expect(await historyOf(client)).toEqual([]);
    await view(client, p(0));
    await view(client, p(1));
    expect(await view(client, p(2))).toEqual([p(2), p(1), p(0)]);
    expect(await view(client, p(0))).toEqual([p(0), p(2), p(1)]);
    const answer = await client.get<ProductHistoryView>(HISTORY);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data).toMatchObject({ max: 50, list: [{ product: { productNo: p(0), productName: expect.any(String) }, viewedAt: expect.any(String) }, {}, {}] });
  });

  it('keep 50: the 51st product pushes the oldest out', async () => {
    const client = await member();
    for (let index = 0; index < 51; index += 1) await view(client, p(index));
    const list = await historyOf(client);
    expect(list).toHaveLength(50);
    expect(list[0]).toBe(p(50));
    expect(list).not.toContain(p(0));
  });

  it('stay at 50 when many views arrive at once', async () => {
    const { client, email } = await verifiedMember(server);
    const answers = await Promise.all(products.slice(0, 58).map((productNo) => client.post(HISTORY, { productNo })));
    expect(answers.every((answer) => answer.body.code === 0)).toBe(true);
    const memberId = await memberIdOf(server, email);
    const { count } = await server.db.selectFrom('member_product_view').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(50);
    expect(await historyOf(client)).toHaveLength(50);
  });

  it('refuse malformed product numbers (400/104) and answer 101 for an unknown product', async () => {
    const client = await member();
    for (const body of [{}, { productNo: 'abc' }, { productNo: 0 }, { productNo: -3 }, { productNo: 1.5 }, { productNo: 1e12 }, { productNo: 'x'.repeat(10_000) }, { productNo: p(0), extra: 1 }]) {
      const answer = await client.post(HISTORY, body);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: ApiCode.REQUIRED_PARAMETER });
    }
    expect((await client.post(HISTORY, { productNo: 2_000_000_000 })).body.code).toBe(ApiCode.NO_DATA);
    for (const path of [`${HISTORY}/abc`, `${HISTORY}/0`, `${HISTORY}/99999999999`, `${HISTORY}/1;drop`, `${HISTORY}/%F0%9F%98%80`]) {
      const answer = await client.delete(path);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 400, code: ApiCode.REQUIRED_PARAMETER });
    }
    expect(await historyOf(client)).toEqual([]);
  });

  it('delete one (101 when it is not listed) or all', async () => {
    const client = await member();
    await view(client, p(0));
    await view(client, p(1));
    await view(client, p(2));
    const removed = await client.delete<ProductHistoryView>(`${HISTORY}/${p(1)}`);
    expect(listed(removed.body.data)).toEqual([p(2), p(0)]);
    expect((await client.delete(`${HISTORY}/${p(1)}`)).body.code).toBe(ApiCode.NO_DATA);
    expect(listed((await client.delete<ProductHistoryView>(HISTORY)).body.data)).toEqual([]);
    expect(await historyOf(client)).toEqual([]);
  });

  it("of another member are never touched: deleting a product they viewed deletes nothing of theirs", async () => {
    const owner = await member();
    const intruder = await member();
    await view(owner, p(5));
    expect((await intruder.delete(`${HISTORY}/${p(5)}`)).body.code).toBe(ApiCode.NO_DATA);
    await intruder.delete(HISTORY);
    expect(await historyOf(owner)).toEqual([p(5)]);
    expect(await historyOf(intruder)).toEqual([]);
  });

  it('drop a product that leaves the catalogue', async () => {
    const client = await member();
    const gone = products.at(-1)!;
    await view(client, p(0));
    await view(client, gone);
    await server.db.deleteFrom('product').where('product_no', '=', gone).execute();
    expect(await historyOf(client)).toEqual([p(0)]);
  });
});

describe('merging the guest list at sign-in', () => {
  it('joins both lists by time, each product once with its latest view', async () => {
    const client = await member();
    await view(client, p(0)); // now
    const merged = await client.post<ProductHistoryView>(`${HISTORY}/merge`, {
      list: [
        { productNo: p(1), viewedAt: minutesAgo(5) },
        { productNo: p(0), viewedAt: minutesAgo(10) }, // older than the server's view: the server's time stays
        { productNo: p(2), viewedAt: minutesAgo(1) },
        { productNo: p(2), viewedAt: minutesAgo(30) }, // a duplicate in the guest list itself
        { productNo: 2_000_000_000, viewedAt: minutesAgo(2) }, // not in the catalogue: skipped
      ],
    });
    expect(merged.body.code).toBe(0);
    expect(listed(merged.body.data)).toEqual([p(0), p(2), p(1)]);
    // Merging the same list again (a second tab signing in) changes nothing.
    const again = await client.post<ProductHistoryView>(`${HISTORY}/merge`, { list: [{ productNo: p(1), viewedAt: minutesAgo(5) }] });
    expect(listed(again.body.data)).toEqual([p(0), p(2), p(1)]);
  });

  it('never places a view in the future, and caps the result at 50', async () => {
    const client = await member();
    for (let index = 0; index < 30; index += 1) await view(client, p(index));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const list = products.slice(30, 60).map((productNo, index) => ({ productNo, viewedAt: index === 0 ? future : minutesAgo(60 + index) }));
    const merged = await client.post<ProductHistoryView>(`${HISTORY}/merge`, { list });
    const result = listed(merged.body.data);
    expect(result).toHaveLength(50);
    // The "future" view counts as now, so it is near the top, not above tomorrow's views.
    expect(result.slice(0, 2)).toContain(p(30));
    const viewedAt = merged.body.data!.list.map((item) => Date.parse(item.viewedAt));
    expect(Math.max(...viewedAt)).toBeLessThanOrEqual(Date.now());
    // The oldest guest views fell off.
    expect(result).not.toContain(p(59));
  });

  it('refuses more than 50 entries, bad times and odd shapes (400/104)', async () => {
    const client = await member();
    const tooMany = products.slice(0, 51).map((productNo) => ({ productNo, viewedAt: minutesAgo(1) }));
    for (const body of [{ list: tooMany }, { list: [{ productNo: p(0), viewedAt: 'yesterday' }] }, { list: [{ productNo: p(0), viewedAt: '0000-02-29T00:00:00.000Z' }] }, { list: [{ productNo: p(0) }] }, { list: 'x' }, {}, { list: [{ productNo: '<script>', viewedAt: minutesAgo(1) }] }]) {
      const answer = await client.post(`${HISTORY}/merge`, body);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: ApiCode.REQUIRED_PARAMETER });
    }
    expect((await client.post<ProductHistoryView>(`${HISTORY}/merge`, { list: [] })).body.data?.list).toEqual([]);
  });
});
