import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import type { ProductCard } from './schemas';
import { signedInShopper, startCatalogueServer } from './test-kit';

const server = serverForTests(startCatalogueServer);
let shopper: HttpClient;
beforeAll(async () => {
  shopper = await signedInShopper(server);
});

/** The newest products, so they are on the first page of a newest-first list. */
const productNos = async (limit: number) =>
  (await server.db.selectFrom('product').select('product_no').orderBy('created_at', 'desc').orderBy('product_no', 'desc').limit(limit).execute()).map((row) => row.product_no);

describe('likes', () => {
  it('toggles a product like for a member and shows it in the check, the lists and the detail', async () => {
    const [first, second] = await productNos(2);
    expect((await shopper.post('/api/like/v1/product', { targetNo: first })).body.data).toEqual({ like: true, likeYn: 'Y' });
    expect((await shopper.post('/api/like/v1/product', { targetNo: second })).body.data).toEqual({ like: true, likeYn: 'Y' });
    expect((await shopper.get(`/api/like/v1/product?targetNo=${first}`)).body.data).toEqual({ like: true, likeYn: 'Y' });
    expect((await shopper.get<{ likeYn: string }>(`/api/product/v1?productNo=${first}`)).body.data!.likeYn).toBe('Y');

    const mine = await shopper.get<{ totalCount: number; productList: ProductCard[] }>('/api/mypage/v1/like/product/list');
    expect(mine.body.data!.totalCount).toBe(2);
    expect(mine.body.data!.productList.map((card) => card.productNo).sort()).toEqual([first, second].sort());
    expect(mine.body.data!.productList.every((card) => card.likeYn === 'Y')).toBe(true);

    // Lists mark the member's likes, with a keyword too (the page is read first, the likes after).
    const firstName = (await server.db.selectFrom('product').select('name').where('product_no', '=', first!).executeTakeFirstOrThrow()).name;
    for (const criteria of [{ sorted: 'NE' }, { keyword: firstName }]) {
      const listed = await shopper.post<{ productList: ProductCard[] }>('/api/product/v1/search/list', { ...criteria, size: 100, page: 1 });
      const cards = listed.body.data!.productList;
      expect(cards.map((card) => card.productNo), JSON.stringify(criteria)).toContain(first);
      const likedInList = cards.filter((card) => card.likeYn === 'Y').map((card) => card.productNo);
      expect(likedInList.length).toBeGreaterThan(0);
      expect(likedInList.every((productNo) => productNo === first || productNo === second)).toBe(true);
      // A guest sees the same list with nothing liked.
      const asGuest = await server.client().post<{ productList: ProductCard[] }>('/api/product/v1/search/list', { ...criteria, size: 100, page: 1 });
      expect(asGuest.body.data!.productList.some((card) => card.likeYn === 'Y')).toBe(false);
    }

    expect((await shopper.post('/api/like/v1/product', { targetNo: first })).body.data).toEqual({ like: false, likeYn: 'N' });
    expect((await shopper.get(`/api/like/v1/product?targetNo=${first}`)).body.data).toEqual({ like: false, likeYn: 'N' });
    expect((await shopper.get<{ totalCount: number }>('/api/mypage/v1/like/product/list')).body.data!.totalCount).toBe(1);
  });

  it('likes brands too', async () => {
    expect((await shopper.post('/api/like/v1/brand', { targetNo: 1001 })).body.data).toEqual({ like: true, likeYn: 'Y' });
    const mine = await shopper.get<{ brandList: { brandNo: number; brandName: string }[] }>('/api/mypage/v1/like/brand/list');
    expect(mine.body.data!.brandList).toEqual([expect.objectContaining({ brandNo: 1001, brandName: '체라미케 발도로' })]);
  });

  it('keeps likes per member', async () => {
    const [first] = await productNos(1);
    const other = await signedInShopper(server);
    await shopper.post('/api/like/v1/product', { targetNo: first });
    expect((await other.get(`/api/like/v1/product?targetNo=${first}`)).body.data).toEqual({ like: false, likeYn: 'N' });
  });

  it('needs sign-in to like (403, 1002) but answers the check for guests with false', async () => {
    const [first] = await productNos(1);
    const guest = server.client();
    const refused = await guest.post('/api/like/v1/product', { targetNo: first });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1002);
    expect((await guest.get('/api/mypage/v1/like/product/list')).status).toBe(403);
    expect((await guest.get(`/api/like/v1/product?targetNo=${first}`)).body.data).toEqual({ like: false, likeYn: 'N' });
  });

  it('answers 101 for an unknown target and 104 for a bad type or target', async () => {
    expect((await shopper.post('/api/like/v1/product', { targetNo: 42 })).body.code).toBe(101);
    expect((await shopper.post('/api/like/v1/shoe', { targetNo: 42 })).body.code).toBe(104);
    expect((await shopper.post('/api/like/v1/product', { targetNo: -1 })).body.code).toBe(104);
    expect((await shopper.get('/api/like/v1/product?targetNo=abc')).body.code).toBe(104);
  });
});

describe('restock alerts', () => {
  const soldOutRow = (lostType: 'STOCK_ALIM' | 'SALE_CLOSE') =>
    server.db.selectFrom('product_option_row').select(['product_no', 'item_group_seq']).where('stock_cnt', '=', 0).where('stock_lost_type', '=', lostType).orderBy('item_group_seq').executeTakeFirstOrThrow();

  it('registers an alert for a sold-out option open to restock alerts, once', async () => {
    const row = await soldOutRow('STOCK_ALIM');
    const check = () => shopper.get<{ alim: boolean }>(`/api/stock/v1/alim/apply?itemGroupSeq=${row.item_group_seq}`);
    expect((await check()).body.data).toEqual({ alim: false });
    expect((await shopper.post('/api/stock/v1/alim', { productNo: row.product_no, itemGroupSeq: row.item_group_seq })).body.data).toEqual({ alim: true });
    expect((await check()).body.data).toEqual({ alim: true });
    const again = await shopper.post('/api/stock/v1/alim', { productNo: row.product_no, itemGroupSeq: row.item_group_seq });
    expect(again.body.code).toBe(3009);
  });

  it('refuses options that are on sale or closed, and options of another product', async () => {
    const closed = await soldOutRow('SALE_CLOSE');
    expect((await shopper.post('/api/stock/v1/alim', { productNo: closed.product_no, itemGroupSeq: closed.item_group_seq })).body.code).toBe(999);
    const available = await server.db.selectFrom('product_option_row').select(['product_no', 'item_group_seq']).where('stock_cnt', '>', 0).executeTakeFirstOrThrow();
    expect((await shopper.post('/api/stock/v1/alim', { productNo: available.product_no, itemGroupSeq: available.item_group_seq })).body.code).toBe(999);
    const row = await soldOutRow('STOCK_ALIM');
    expect((await shopper.post('/api/stock/v1/alim', { productNo: row.product_no + 1, itemGroupSeq: row.item_group_seq })).body.code).toBe(3008);
    expect((await shopper.post('/api/stock/v1/alim', { productNo: row.product_no, itemGroupSeq: 1 })).body.code).toBe(3008);
  });

  it('needs sign-in to apply (403), answers guests false, and 101/104 for unknown or bad options', async () => {
    const row = await soldOutRow('STOCK_ALIM');
    const guest = server.client();
    expect((await guest.post('/api/stock/v1/alim', { productNo: row.product_no, itemGroupSeq: row.item_group_seq })).status).toBe(403);
    expect((await guest.get(`/api/stock/v1/alim/apply?itemGroupSeq=${row.item_group_seq}`)).body.data).toEqual({ alim: false });
    expect((await guest.get('/api/stock/v1/alim/apply?itemGroupSeq=1')).body.code).toBe(101);
    expect((await guest.get('/api/stock/v1/alim/apply?itemGroupSeq=x')).body.code).toBe(104);
    expect((await shopper.post('/api/stock/v1/alim', { productNo: row.product_no })).body.code).toBe(104);
  });
});
