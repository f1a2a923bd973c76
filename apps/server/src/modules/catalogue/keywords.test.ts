import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';

const server = serverForTests();

type Popular = { popularList: { popularKeyword: string; rank: number }[] };
const popular = async () => (await server.client().get<Popular>('/api/product/v1/popular/keywordList')).body.data!.popularList;
const search = (keyword: string, page = 1) => server.client().post('/api/product/v1/search/list', { keyword, page });

describe('GET /api/product/v1/popular/keywordList', () => {
  it('starts from the starter searches of a new shop, ranked by visitors', async () => {
    const list = await popular();
    expect(list.slice(0, 3)).toEqual([
      { popularKeyword: '타일', rank: 1 },
      { popularKeyword: '테라조', rank: 2 },
      { popularKeyword: '욕실 타일', rank: 3 },
    ]);
    expect(list.length).toBeLessThanOrEqual(10);
  });

  it('records searches that found something, on the first page only, keyed by visitor', async () => {
    const logged = async () => Number((await server.db.selectFrom('search_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await logged();
    // One visitor with no guest id (so known by address) searching three times is one key.
    for (let i = 0; i < 3; i++) await search('헤링본 모자이크');
    // Two guests, each with their own guest id, are two keys.
    for (let guest = 0; guest < 2; guest++) {
      const client = server.client();
      await client.post('/api/oauth/v1/guest/token');
      await client.post('/api/product/v1/search/list', { keyword: '헤링본 모자이크' });
    }
    await search('헤링본 모자이크', 2);
    await search('존재하지않는상품명');
    // Written after the answers, in a batch.
    await expect.poll(async () => (await logged()) - before).toBe(5);
    const keys = await server.db.selectFrom('search_log').select('visitor_key').where('keyword', '=', '헤링본 모자이크').distinct().execute();
    expect(keys).toHaveLength(3);
    expect((await popular()).map((entry) => entry.popularKeyword)).not.toContain('존재하지않는상품명');
  });

  it('ranks a keyword by how many different visitors searched it in the last seven days', async () => {
    const now = Date.now();
    await server.db
      .insertInto('search_log')
      .values([
        ...Array.from({ length: 60 }, (_, i) => ({ keyword: '테라코타', normalized: '테라코타', visitor_key: `v${i}`, searched_at: new Date(now - 3_600_000) })),
        // Older than the window: ignored however many.
        ...Array.from({ length: 90 }, (_, i) => ({ keyword: '트래버틴', normalized: '트래버틴', visitor_key: `o${i}`, searched_at: new Date(now - 8 * 86_400_000) })),
        // One visitor repeating a word is one vote.
        ...Array.from({ length: 90 }, () => ({ keyword: '대리석', normalized: '대리석', visitor_key: 'bot', searched_at: new Date(now - 60_000) })),
      ])
      .execute();
    const words = (await popular()).map((entry) => entry.popularKeyword);
    expect(words[0]).toBe('테라코타');
    expect(words).not.toContain('트래버틴');
    expect(words).not.toContain('대리석');
  });

  it('answers an empty list when the keywords cannot be read', async () => {
    await sql`drop table search_log`.execute(server.db);
    const answer = await server.client().get<Popular>('/api/product/v1/popular/keywordList');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { popularList: [] } });
  });
});

describe('GET /api/product/v1/search/keyword', () => {
  type Suggestions = {
    keyword: string;
    productList: { productNo: number; productName: string; thumbnailImageUrl: string }[];
    brandList: { brandNo: number; brandName: string; brandNameLatin: string }[];
    categoryList: { categoryNo: number; categoryName: string; parentName: string | null }[];
  };
  const suggest = async (keyword: string) =>
    (await server.client().get<Suggestions>(`/api/product/v1/search/keyword?keyword=${encodeURIComponent(keyword)}`)).body;

  it('suggests products, brands and categories for a keyword', async () => {
    const tiles = (await suggest('타일')).data!;
    expect(tiles.productList.length).toBeGreaterThan(0);
    expect(tiles.productList.length).toBeLessThanOrEqual(5);
    expect(tiles.productList.every((product) => product.productName.replace(/\s/g, '').includes('타일'))).toBe(true);
    expect(tiles.categoryList.map((category) => category.categoryName)).toEqual(expect.arrayContaining(['타일', '카펫타일', '벽타일', '바닥타일']));
    expect(tiles.categoryList.find((category) => category.categoryName === '벽타일')?.parentName).toBe('타일');

    const brand = (await suggest('발도로')).data!;
    expect(brand.brandList).toEqual([expect.objectContaining({ brandName: '체라미케 발도로', brandNameLatin: 'Ceramiche Valdoro' })]);
    expect((await suggest('valdoro')).data!.brandList).toHaveLength(1);
    expect((await suggest('체라미케발도로')).data!.brandList).toHaveLength(1);
  });

  it('answers empty lists for a keyword nothing holds, and 104 without a keyword', async () => {
    expect((await suggest('없는말입니다')).data).toMatchObject({ productList: [], brandList: [], categoryList: [] });
    expect((await server.client().get('/api/product/v1/search/keyword')).body.code).toBe(104);
    expect((await server.client().get('/api/product/v1/search/keyword?keyword=%20%20')).body.code).toBe(104);
  });
});

describe('GET /api/category/v1/search/{categoryType}', () => {
  type Facets = {
    categoryList: { categoryNo: number; categoryName: string; productCnt: number; categoryList: { categoryName: string; productCnt: number }[] }[];
    filterList: { filterNo: number; filterName: string; itemList: { itemNo: number; itemName: string; productCnt: number }[] }[];
  };

  it('answers the categories and filter items holding products of the keyword, with counts', async () => {
    const answer = await server.client().get<Facets>(`/api/category/v1/search/product?keyword=${encodeURIComponent('수전')}`);
    const { categoryList, filterList } = answer.body.data!;
    const bath = categoryList.find((category) => category.categoryName === '수전·욕실')!;
    const total = (await server.client().post<{ totalCount: number }>('/api/product/v1/search/cnt', { keyword: '수전', categorys: [500300] })).body.data!.totalCount;
    expect(bath.productCnt).toBe(total);
    expect(bath.categoryList.map((child) => child.categoryName)).toEqual(expect.arrayContaining(['세면대 수전']));
    expect(categoryList.every((category) => category.productCnt > 0)).toBe(true);
    const colours = filterList.find((filter) => filter.filterName === '색상')!;
    for (const item of colours.itemList) {
      const counted = (await server.client().post<{ totalCount: number }>('/api/product/v1/search/cnt', { keyword: '수전', filters: [item.itemNo] })).body.data!.totalCount;
      expect(item.productCnt, item.itemName).toBe(counted);
    }
  });

  it('answers the brand categories for brand, and 104 for an unknown category type', async () => {
    const brands = await server.client().get<Facets>('/api/category/v1/search/brand?keyword=%EB%B0%9C%EB%8F%84%EB%A1%9C');
    expect(brands.body.data!.categoryList.map((category) => category.categoryName)).toEqual(['체라미케 발도로']);
    expect((await server.client().get('/api/category/v1/search/shoes?keyword=a')).body.code).toBe(104);
  });
});
