import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiCode } from '@maru/domain';
import { buyNowSheet, completeOf, freshOption, member, orderRow, place, sandboxPay, setPrice, startOrderServer } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { categoryChange, productChange } from './caches';

// Product pages' shared parts are cached (caches.ts). Each test first shows the cache is
// in effect (a change nobody reported is not seen), then that a reported change shows on
// the very next request. Whether a product is sold out is reported by the database itself
// when its transaction commits (a notification, heard a moment later), so those tests poll
// for a second at most.

interface Detail {
  productName: string;
  price: number;
  sellingPrice: number;
  soldOutYn: string;
  categoryPath: { categoryNo: number; categoryName: string }[];
}
interface OptionRow {
  itemGroupSeq: number;
  stockCnt: number;
  soldOutYn: string;
}

const server = serverForTests(startOrderServer);

/** How long a notification may take to be heard. */
const POLL = { timeout: 1_000, interval: 20 };

const detailOf = async (productNo: number, on = server) => (await on.client().get<Detail>(`/api/product/v1?productNo=${productNo}`)).body.data!;
const rowsOf = async (productNo: number) => (await server.client().get<{ optionList: OptionRow[] }>(`/api/product/v1/option/itemList?productNo=${productNo}`)).body.data!.optionList;

describe('the product parts cache', () => {
  it('shows a new price at once when the change is reported, as the console and every writer do', async () => {
    const option = await freshOption(server, 5);
    await setPrice(server, option, 50_000);
    expect((await detailOf(option.productNo)).price).toBe(50_000);

    await server.db.updateTable('product').set({ price: 61_000, price_discount: 0, selling_price: 61_000 }).where('product_no', '=', option.productNo).execute();
    expect((await detailOf(option.productNo)).price).toBe(50_000);

    await setPrice(server, option, 72_000, 65_000);
    expect(await detailOf(option.productNo)).toMatchObject({ price: 72_000, sellingPrice: 65_000 });
  });

  it('shows a product renamed, and no other product reloaded', async () => {
    const [first, second] = [await freshOption(server, 5), await freshOption(server, 5)];
    await Promise.all([detailOf(first.productNo), detailOf(second.productNo)]);
    const renamed = `새 이름 ${randomUUID().slice(0, 8)}`;
    await server.db.updateTable('product').set({ name: renamed }).where('product_no', 'in', [first.productNo, second.productNo]).execute();
    server.app.caches.changed(productChange(first.productNo));
    expect((await detailOf(first.productNo)).productName).toBe(renamed);
    expect((await detailOf(second.productNo)).productName).not.toBe(renamed);
  });

  it('shows a category renamed in the path and the category list', async () => {
    const option = await freshOption(server, 5);
    const [, leaf] = (await detailOf(option.productNo)).categoryPath;
    expect(leaf).toBeDefined();
    const renamed = `${leaf!.categoryName} 리뉴얼`;
    await server.db.updateTable('category').set({ name: renamed }).where('category_no', '=', leaf!.categoryNo).execute();
    expect((await detailOf(option.productNo)).categoryPath[1]!.categoryName).toBe(leaf!.categoryName);

    server.app.caches.changed(categoryChange());
    expect((await detailOf(option.productNo)).categoryPath[1]!.categoryName).toBe(renamed);
    type Node = { categoryNo: number; categoryName: string; categoryList: Node[] };
    const tree = (await server.client().get<{ categoryList: Node[] }>('/api/category/v1/all')).body.data!.categoryList;
    const names = tree.flatMap((top) => [top, ...top.categoryList]).filter((node) => node.categoryNo === leaf!.categoryNo).map((node) => node.categoryName);
    expect(names).toEqual([renamed]);
  });

  it('follows sold out through an order, its failed payment and the same payment arriving late', async () => {
    const option = await freshOption(server, 1);
    await server.db.updateTable('product_option_row').set({ stock_cnt: 0 }).where('product_no', '=', option.productNo).where('item_group_seq', '<>', option.optionGroupSeq).execute();
    const soldOut = async () => (await detailOf(option.productNo)).soldOutYn;
    expect(await soldOut()).toBe('N');

    // The order takes the last piece when it is placed.
    const buyer = await member(server);
    const placed = await place(buyer, (await buyNowSheet(buyer, option, 1)).sheetNo);
    await expect.poll(soldOut, POLL).toBe('Y');
    expect((await rowsOf(option.productNo)).find((row) => row.itemGroupSeq === option.optionGroupSeq)).toMatchObject({ stockCnt: 0, soldOutYn: 'Y' });

    // Its payment fails: the piece goes back.
    const declined = await sandboxPay(buyer, placed, { outcome: 'failed' });
    expect((await completeOf(buyer, declined, placed.merchantUid)).body.code).toBe(ApiCode.PAYMENT_FAILED);
    await expect.poll(soldOut, POLL).toBe('N');

    // The same order paid after all: rebuilt, it takes the piece again.
    const late = await sandboxPay(buyer, placed);
    expect((await completeOf(buyer, late, placed.merchantUid)).body.data).toMatchObject({ status: 'PAID' });
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ status: 'PAID', stock_held: true });
    await expect.poll(soldOut, POLL).toBe('Y');
  });

  it('hears stock changed by hand in SQL, which no code reports', async () => {
    const option = await freshOption(server, 3);
    await server.db.updateTable('product_option_row').set({ stock_cnt: 0 }).where('product_no', '=', option.productNo).execute();
    await expect.poll(async () => (await detailOf(option.productNo)).soldOutYn, POLL).toBe('Y');
    await server.db.updateTable('product_option_row').set({ stock_cnt: 7 }).where('item_group_seq', '=', option.optionGroupSeq).execute();
    await expect.poll(async () => (await detailOf(option.productNo)).soldOutYn, POLL).toBe('N');
  });

  it('keeps the sold-out state while stock only shrinks or grows (no notification, no reload)', async () => {
    const option = await freshOption(server, 5);
    await server.db.updateTable('product_option_row').set({ stock_cnt: 0 }).where('product_no', '=', option.productNo).where('item_group_seq', '<>', option.optionGroupSeq).execute();
    await expect.poll(async () => (await detailOf(option.productNo)).soldOutYn, POLL).toBe('N');
    await setPrice(server, option, 40_000);
    expect((await detailOf(option.productNo)).price).toBe(40_000);
    // A price nobody reports and a stock change that flips nothing: the cached page stays.
    await server.db.updateTable('product').set({ price: 99_000, price_discount: 0 }).where('product_no', '=', option.productNo).execute();
    await server.db.updateTable('product_option_row').set({ stock_cnt: 2 }).where('item_group_seq', '=', option.optionGroupSeq).execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await detailOf(option.productNo)).price).toBe(40_000);
  });
});

describe('the search and category list pages cache', () => {
  interface Card {
    productNo: number;
    productName: string;
    soldOutYn: string;
  }
  const listed = async (keyword: string, productNo: number) => {
    const answer = await server.client().post<{ productList: Card[] }>('/api/product/v1/search/list', { categorys: [], filters: [], keyword, page: 1, size: 24 });
    return answer.body.data!.productList.find((card) => card.productNo === productNo);
  };

  it('keeps a page until a product change is reported, and hears a product selling out', async () => {
    const option = await freshOption(server, 2);
    const { productName } = await detailOf(option.productNo);
    expect(await listed(productName, option.productNo)).toMatchObject({ productName, soldOutYn: 'N' });

    const renamed = `${productName} 한정판`;
    await server.db.updateTable('product').set({ name: renamed }).where('product_no', '=', option.productNo).execute();
    expect((await listed(productName, option.productNo))?.productName).toBe(productName);
    server.app.caches.changed(productChange(option.productNo));
    expect((await listed(productName, option.productNo))?.productName).toBe(renamed);

    await server.db.updateTable('product_option_row').set({ stock_cnt: 0 }).where('product_no', '=', option.productNo).execute();
    await expect.poll(async () => (await listed(productName, option.productNo))?.soldOutYn, POLL).toBe('Y');
  });
});

// Several server processes share one Redis (CI runs one): a change reported in one reaches the others.
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('two server processes on one Redis', () => {
  it('a change reported in one empties the other’s cache', async () => {
    const env = { REDIS_URL: redisUrl!, MARU_REDIS_PREFIX: `test:${randomUUID()}:` };
    const [first, second] = await Promise.all([startOrderServer(env), startOrderServer(env)]);
    try {
      // Each test server has its own database; the second's row changes, the first reports it.
      const option = await freshOption(second, 5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = (await detailOf(option.productNo, second)).price;
      await second.db.updateTable('product').set({ price: before + 1_000, price_discount: 0 }).where('product_no', '=', option.productNo).execute();
      expect((await detailOf(option.productNo, second)).price).toBe(before);
      first.app.caches.changed(productChange(option.productNo));
      await expect.poll(async () => (await detailOf(option.productNo, second)).price, { timeout: 2_000 }).toBe(before + 1_000);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
