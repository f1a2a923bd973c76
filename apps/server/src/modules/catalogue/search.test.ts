import { sql } from 'kysely';
import { matchesFilters } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { type ProductSort, type SearchOptions, searchProducts, uncachedKeywordStats } from './queries';
import { seedCatalogue } from './seed';
import type { FilterGroup, ProductCard } from './schemas';
import { keywordMatch } from './views';
import { PREMIUM_CATEGORY_NO } from './seed';

const server = serverForTests();
let filters: FilterGroup[];
let products: { product_no: number; category_nos: number[]; filter_item_nos: number[]; popularity: number; name_text: string; search_text: string }[];

beforeAll(async () => {
  filters = (await server.client().get<{ filterList: FilterGroup[] }>('/api/product/v1/filter/list')).body.data!.filterList;
  products = await server.db.selectFrom('product').select(['product_no', 'category_nos', 'filter_item_nos', 'popularity', 'name_text', 'search_text']).execute();
});

type Criteria = Record<string, unknown>;
type ListData = { productList: ProductCard[]; page: number; size: number; hasNext: boolean };

const list = (criteria: Criteria) => server.client().post<ListData>('/api/product/v1/search/list', criteria);
const count = async (criteria: Criteria) => (await server.client().post<{ totalCount: number }>('/api/product/v1/search/cnt', criteria)).body.data!.totalCount;

/** Every product of the criteria, page by page (100 a page). */
async function everyPage(criteria: Criteria): Promise<ProductCard[]> {
  const all: ProductCard[] = [];
  for (let page = 1; ; page++) {
    const answer = await list({ ...criteria, page, size: 100 });
    expect(answer.body.code).toBe(0);
    all.push(...answer.body.data!.productList);
    if (!answer.body.data!.hasNext) return all;
  }
}

const itemNamed = (filterName: string, itemName: string) =>
  filters.find((filter) => filter.filterName === filterName)!.itemList.find((item) => item.itemName === itemName)!.itemNo;

describe('POST /api/product/v1/search/list and /cnt', () => {
  it('pages through the whole catalogue without gaps or repeats, 24 a page by default', async () => {
    expect(await count({})).toBe(products.length);
    const first = await list({});
    expect(first.body.data).toMatchObject({ page: 1, size: 24, hasNext: true });
    expect(first.body.data!.productList).toHaveLength(24);
    const all = await everyPage({ sorted: 'NE' });
    expect(all.map((product) => product.productNo).sort()).toEqual(products.map((product) => product.product_no).sort());
  });

  it('lists a department by its parent category and a leaf by itself; several categories are alternatives', async () => {
    const tiles = products.filter((product) => product.category_nos.includes(500100));
    expect(await count({ categorys: [500100] })).toBe(tiles.length);
    const porcelain = products.filter((product) => product.category_nos.includes(500101)).length;
    const sofas = products.filter((product) => product.category_nos.includes(500401)).length;
    expect(await count({ categorys: [500101] })).toBe(porcelain);
    expect(await count({ categorys: [500101, 500401] })).toBe(porcelain + sofas);
    const listed = await everyPage({ categorys: [500101] });
    expect(listed.every((card) => products.find((product) => product.product_no === card.productNo)!.category_nos.includes(500101))).toBe(true);
  });

  it('ORs filter items of one filter and ANDs different filters, as @maru/domain matchesFilters does', async () => {
    const groupOf = new Map(filters.flatMap((filter) => filter.itemList.map((item) => [item.itemNo, filter.filterNo] as const)));
    const white = itemNamed('색상', '화이트');
    const gray = itemNamed('색상', '그레이');
    const italy = itemNamed('원산지', '이탈리아');
    const expected = (selected: number[]) => products.filter((product) => matchesFilters(product.filter_item_nos, selected, groupOf)).length;

    const onlyWhite = await count({ filters: [white] });
    const whiteOrGray = await count({ filters: [white, gray] });
    const whiteOrGrayFromItaly = await count({ filters: [white, gray, italy] });
    expect(onlyWhite).toBe(expected([white]));
    expect(whiteOrGray).toBe(expected([white, gray]));
    expect(whiteOrGrayFromItaly).toBe(expected([white, gray, italy]));
    expect(whiteOrGray).toBeGreaterThan(onlyWhite);
    expect(whiteOrGrayFromItaly).toBeLessThan(whiteOrGray);
    expect(whiteOrGrayFromItaly).toBeGreaterThan(0);
  });

  it('combines categories, filters and keyword', async () => {
    const size = itemNamed('사이즈', '600×600');
    const listed = await everyPage({ categorys: [500100], filters: [size], keyword: '포세린' });
    expect(listed.length).toBeGreaterThan(0);
    for (const card of listed) {
      const product = products.find((candidate) => candidate.product_no === card.productNo)!;
      expect(product.category_nos).toContain(500100);
      expect(product.filter_item_nos).toContain(size);
      expect(product.search_text).toContain('포세린');
    }
  });

  it('treats an unknown category or filter item as matching nothing', async () => {
    expect(await count({ categorys: [123] })).toBe(0);
    expect(await count({ filters: [987654] })).toBe(0);
  });

  it('sorts newest, popular, low price, high price and most reviewed', async () => {
    const popularity = new Map(products.map((product) => [product.product_no, product.popularity]));
    const orders: [string, (a: ProductCard, b: ProductCard) => boolean][] = [
      ['NE', (a, b) => a.createdAt >= b.createdAt],
      ['PO', (a, b) => popularity.get(a.productNo)! >= popularity.get(b.productNo)!],
      ['LP', (a, b) => a.sellingPrice <= b.sellingPrice],
      ['HP', (a, b) => a.sellingPrice >= b.sellingPrice],
      ['RV', (a, b) => a.reviewCnt >= b.reviewCnt],
    ];
    for (const [sorted, inOrder] of orders) {
      const all = await everyPage({ sorted });
      expect(all).toHaveLength(products.length);
      all.slice(1).forEach((card, index) => expect(inOrder(all[index]!, card), `${sorted} at ${index}`).toBe(true));
    }
  });

  it('lists the premium category newest first unless the shopper chose another order', async () => {
    const premium = await everyPage({ categorys: [PREMIUM_CATEGORY_NO] });
    expect(premium.length).toBeGreaterThan(3);
    premium.slice(1).forEach((card, index) => expect(premium[index]!.createdAt >= card.createdAt).toBe(true));
    const cheapest = await everyPage({ categorys: [PREMIUM_CATEGORY_NO], sorted: 'LP' });
    cheapest.slice(1).forEach((card, index) => expect(cheapest[index]!.sellingPrice <= card.sellingPrice).toBe(true));
  });

  it('answers an empty list, not an error, for a page far beyond the last', async () => {
    for (const page of [5, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      const answer = await list({ page, size: 100 });
      expect(answer.body.code).toBe(0);
      expect(answer.body.data).toMatchObject({ productList: [], hasNext: false, page });
    }
  });

  it('refuses malformed criteria with 104', async () => {
    const bad: Criteria[] = [
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: '1' },
      { size: 0 },
      { size: -5 },
      { size: 101 },
      { sorted: 'XX' },
      { categorys: ['500100'] },
      { categorys: 500100 },
      { filters: [-3] },
      { keyword: 'x'.repeat(101) },
    ];
    for (const criteria of bad) {
      const answer = await list(criteria);
      expect(answer.status, JSON.stringify(criteria)).toBe(400);
      expect(answer.body.code, JSON.stringify(criteria)).toBe(104);
    }
    const notJson = await server.client().post('/api/product/v1/search/list', undefined, { rawBody: '{page:', headers: { 'content-type': 'application/json' } });
    expect(notJson.body.code).toBe(104);
  });

  it('counts the same by GET with comma lists as by POST', async () => {
    const white = itemNamed('색상', '화이트');
    const black = itemNamed('색상', '블랙');
    const post = await count({ categorys: [500100, 500300], filters: [white, black], keyword: '타일' });
    const get = await server.client().get<{ totalCount: number }>(`/api/product/v1/search/cnt?categorys=500100,500300&filters=${white},${black}&keyword=${encodeURIComponent('타일')}`);
    expect(get.body.data!.totalCount).toBe(post);
    expect((await server.client().get('/api/product/v1/search/cnt?categorys=a,b')).body.code).toBe(104);
  });
});

describe('Korean keyword search', () => {
  it('finds two-syllable words: 타일, 수전, 욕실', async () => {
    for (const keyword of ['타일', '수전', '욕실']) {
      const found = await everyPage({ keyword });
      expect(found.length, keyword).toBeGreaterThan(0);
      expect(found.length, keyword).toBe(products.filter((product) => product.search_text.replace(/(?<=\p{Script=Hangul})\s+(?=\p{Script=Hangul})/gu, '').includes(keyword)).length);
    }
  });

  it('matches regardless of spacing: 욕실타일 = 욕실 타일, 포세린타일 = 포세린 타일', async () => {
    for (const [joined, spaced] of [['욕실타일', '욕실 타일'], ['포세린타일', '포세린 타일'], ['세면대수전', '세면대 수전']]) {
      const a = (await everyPage({ keyword: joined })).map((card) => card.productNo);
      const b = (await everyPage({ keyword: spaced })).map((card) => card.productNo);
      expect(a.length, joined).toBeGreaterThan(0);
      expect(a, joined).toEqual(b);
    }
  });

  it('ranks products whose name matches before those matching only in their description', async () => {
    const found = await everyPage({ keyword: '타일', sorted: 'LP' });
    const inName = found.map((card) => products.find((product) => product.product_no === card.productNo)!.name_text.replace(/\s+/g, '').includes('타일'));
    expect(inName.includes(true)).toBe(true);
    expect(inName.includes(false)).toBe(true);
    const firstDescriptionOnly = inName.indexOf(false);
    expect(inName.slice(firstDescriptionOnly).includes(true)).toBe(false);
    // Within each group the chosen order still holds.
    const names = found.slice(0, firstDescriptionOnly);
    names.slice(1).forEach((card, index) => expect(names[index]!.sellingPrice <= card.sellingPrice).toBe(true));
  });

  it('pages through name matches and then the other matches without gaps, whatever the page size', async () => {
    const pages = async (size: number) => {
      const all: number[] = [];
      for (let page = 1; ; page++) {
        const answer = await list({ keyword: '타일', sorted: 'RV', page, size });
        all.push(...answer.body.data!.productList.map((card) => card.productNo));
        if (!answer.body.data!.hasNext) return all;
      }
    };
    const bySeven = await pages(7);
    expect(bySeven).toEqual(await pages(100));
    expect(new Set(bySeven).size).toBe(bySeven.length);
    expect(bySeven).toHaveLength(await count({ keyword: '타일' }));
  });

  it('finds one-character words, Latin brand names in any case, and takes % and _ literally', async () => {
    const one = await everyPage({ keyword: '욕' });
    expect(one.length).toBeGreaterThan(0);
    const latin = await everyPage({ keyword: 'VALDORO' });
    expect(latin.length).toBeGreaterThan(0);
    expect(latin.every((card) => card.brandName === '체라미케 발도로')).toBe(true);
    // '10% 정도 여유' is in some tile descriptions; no text holds an underscore.
    const withPercent = products.filter((product) => product.search_text.includes('%')).length;
    expect(withPercent).toBeGreaterThan(0);
    expect(await count({ keyword: '%' })).toBe(withPercent);
    expect(await count({ keyword: '_' })).toBe(0);
    expect(await count({ keyword: '   ' })).toBe(products.length);
  });
});

describe('keyword plans', () => {
  const sorts: ProductSort[] = ['NE', 'PO', 'LP', 'HP', 'RV'];
  const pageOf = (keyword: string, sort: ProductSort, offset: number, limit: number, options: SearchOptions = {}) =>
    searchProducts(server.app.searchDb, { categorys: [], filterGroups: [], keyword: keywordMatch(keyword) }, { sort, offset, limit }, options).then((rows) =>
      rows.map((row) => row.productNo),
    );
  // Without term counts a search is PostgreSQL's plain query: no plan choice, no start.
  const plain: SearchOptions = { statsOf: async () => undefined };

  it('walking in sort order from where matches start gives the same pages as the plain query, and so does the chosen plan', async () => {
    for (const keyword of ['타일', '수전', '욕실', '욕실타일', '세면대 수전', '포세린', '테라조 포세린', '모자이크 타일']) {
      const total = await count({ keyword });
      for (const sort of sorts) {
        for (const offset of [0, 24, Math.max(0, total - 30), total + 5]) {
          const expected = await pageOf(keyword, sort, offset, 25, plain);
          const at = `${keyword} ${sort} ${offset}`;
          expect(await pageOf(keyword, sort, offset, 25, { plan: 'matched' }), at).toEqual(expected);
          expect(await pageOf(keyword, sort, offset, 25, { plan: 'ordered' }), at).toEqual(expected);
          // A window too short for the page falls back to the index matches.
          expect(await pageOf(keyword, sort, offset, 25, { plan: 'ordered', windowRows: 30 }), at).toEqual(expected);
          expect(await pageOf(keyword, sort, offset, 25), at).toEqual(expected);
        }
      }
    }
  });

  it('gives the same pages when the counts overstate the matches, walking longer windows before it collects', async () => {
    const total = products.length;
    // Every product claimed to match: the walks start with windows far too short for sparse words.
    const everything: SearchOptions = { statsOf: async () => ({ total, products: total, nameProducts: Math.floor(total / 2), fresh: true }) };
    for (const keyword of ['수전', '욕실타일', '세면대 수전']) {
      for (const sort of sorts) {
        for (const offset of [0, 48]) {
          expect(await pageOf(keyword, sort, offset, 25, everything), `${keyword} ${sort} ${offset}`).toEqual(await pageOf(keyword, sort, offset, 25, plain));
        }
      }
    }
  });

  it('starts where the first match is: by price, high to low, the first 타일 comes after every dearer product', async () => {
    const stats = await uncachedKeywordStats(server.db, keywordMatch('타일')!);
    const [key, position] = stats!.starts!.name!.HP;
    const dearer = await server.db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).where('selling_price', '>', Number(key)).executeTakeFirstOrThrow();
    expect(position).toBeGreaterThan(Number(dearer.n));
    const first = await pageOf('타일', 'HP', 0, 1);
    const price = await server.db.selectFrom('product').select('selling_price').where('product_no', '=', first[0]!).executeTakeFirstOrThrow();
    expect(price.selling_price).toBe(Number(key));
  });

  it('knows the departments a word lives in: 수전 names only bath products, a product moving away makes it stale', async () => {
    const bath = await uncachedKeywordStats(server.db, keywordMatch('수전')!);
    const named = await server.db.selectFrom('product').select('department').where('name_terms', '&&', sql<string[]>`array['수전']::text[]`).distinct().execute();
    expect(bath!.departments!.name).toEqual(named.map((row) => row.department).sort());
    expect(bath!.departments!.name).toEqual(['BATH']);
    // A longer word lives only where all of its bigrams do.
    const bigrams = ['모자', '자이', '이크', '크타', '타일'];
    const rows = await server.db.selectFrom('search_term_count').select('departments').where('term', 'in', bigrams).execute();
    expect(rows).toHaveLength(bigrams.length);
    const common = rows.reduce((shared, row) => shared.filter((department) => row.departments!.includes(department)), rows[0]!.departments!);
    expect((await uncachedKeywordStats(server.db, keywordMatch('모자이크 타일')!))!.departments!.all).toEqual(common);

    const other = await startTestServer();
    try {
      await other.db.updateTable('product').set({ department: 'OBJECT' }).where('name_terms', '&&', sql<string[]>`array['수전']::text[]`).execute();
      expect((await uncachedKeywordStats(other.db, keywordMatch('수전')!))!.departments).toBeUndefined();
      const moved = await searchProducts(other.app.searchDb, { categorys: [], filterGroups: [], keyword: keywordMatch('수전') }, { sort: 'LP', offset: 0, limit: 5 });
      expect(moved).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('no longer skips once products change outside the seed, and the next seed start refreshes the starts', async () => {
    const other = await startTestServer();
    try {
      const fresh = await uncachedKeywordStats(other.db, keywordMatch('타일')!);
      expect(fresh!.starts).toBeDefined();
      // The cheapest product named 타일 becomes the dearest product of all.
      const cheapest = (await searchProducts(other.app.searchDb, { categorys: [], filterGroups: [], keyword: keywordMatch('타일') }, { sort: 'LP', offset: 0, limit: 1 }))[0]!;
      await other.db.updateTable('product').set({ selling_price: 99_000_000 }).where('product_no', '=', cheapest.productNo).execute();
      expect((await uncachedKeywordStats(other.db, keywordMatch('타일')!))!.starts).toBeUndefined();
      const dearest = await searchProducts(other.app.searchDb, { categorys: [], filterGroups: [], keyword: keywordMatch('타일') }, { sort: 'HP', offset: 0, limit: 1 });
      expect(dearest.map((row) => row.productNo)).toEqual([cheapest.productNo]);

      // The same products again: nothing to write, but the stale starts are computed anew.
      await seedCatalogue({ db: other.db, config: other.config, log: other.app.log, options: { products: products.length, images: false } });
      const refreshed = await uncachedKeywordStats(other.db, keywordMatch('타일')!);
      expect(refreshed!.starts!.name!.HP[0]).toBe(99_000_000);
    } finally {
      await other.close();
    }
  });

  it('counts a one-bigram keyword from the term counts exactly as over the matches', async () => {
    for (const keyword of ['타일', '수전', '욕실', '조포']) {
      const expected = products.filter((product) => product.search_text.replace(/(?<=\p{Script=Hangul})\s+(?=\p{Script=Hangul})/gu, '').includes(keyword)).length;
      expect(await count({ keyword }), keyword).toBe(expected);
    }
  });
});
