import { ApiCode, STYLING_SPACES, STYLING_STYLES, stylingSpaceNames, type StylingBookmarkList, type StylingDetail, type StylingListData } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type Member, startIsolatedServer, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { SEEDED_PAGE_COUNT } from './seed/plan';

const server = serverForTests(startIsolatedServer);
let member: Member;
beforeAll(async () => {
  member = await verifiedMember(server);
});

const list = async (query = '') => (await anonymous(server).get<StylingListData>(`/api/styling/v1/list${query}`)).body;
const detail = async (stylingNo: number | string) => (await anonymous(server).get<StylingDetail>(`/api/styling/v1?stylingNo=${stylingNo}`)).body;

describe('GET /api/styling/v1/list', () => {
  it('lists every seeded page newest first, a page at a time', async () => {
    const first = await list();
    expect(first.code).toBe(0);
    expect(first.data!.totalCount).toBe(SEEDED_PAGE_COUNT);
    expect(first.data!.stylingList).toHaveLength(12);
    const dates = first.data!.stylingList.map((card) => card.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?page=${page}`)));
    const numbers = pages.flatMap((answer) => answer.data!.stylingList.map((card) => card.stylingNo));
    expect(new Set(numbers).size).toBe(SEEDED_PAGE_COUNT);
    expect((await list('?page=5')).data!.stylingList).toEqual([]);
    expect((await list('?size=5&page=2')).data!.stylingList).toHaveLength(5);
  });

  it('describes each card with its cover at known sizes', async () => {
    const card = (await list()).data!.stylingList[0]!;
    expect(card.cover.url).toMatch(new RegExp(`^/media/styling/${card.stylingNo}/0-1600\\.webp$`));
    expect(card.cover).toMatchObject({ width: 1600, height: 1200 });
    expect(card.cover.sources.map((source) => source.width)).toEqual([480, 960, 1600]);
    expect(card.cover.alt).toContain(card.spaceName);
    expect(card.productCnt).toBeGreaterThan(0);
  });

  it('filters by space and by style, and counts what each choice would show', async () => {
    const bath = (await list('?space=BATH&size=48')).data!;
    expect(bath.totalCount).toBe(6);
    expect(bath.stylingList.every((card) => card.space === 'BATH' && card.spaceName === '욕실')).toBe(true);
    expect(bath.styleCounts.reduce((sum, facet) => sum + facet.count, 0)).toBe(6);

    const all = (await list()).data!;
    expect(all.spaceCounts.map((facet) => facet.code)).toEqual([...STYLING_SPACES]);
    expect(all.styleCounts.map((facet) => facet.code)).toEqual([...STYLING_STYLES]);
    expect(all.spaceCounts.find((facet) => facet.code === 'BATH')!.count).toBe(6);

    const style = bath.stylingList[0]!.style;
    const both = (await list(`?space=BATH&style=${style}`)).data!;
    expect(both.totalCount).toBe(both.stylingList.length);
    expect(both.stylingList.every((card) => card.space === 'BATH' && card.style === style)).toBe(true);
    expect(both.spaceCounts.find((facet) => facet.code === 'BATH')!.count).toBe(both.totalCount);
    const modern = (await list('?style=MODERN&size=48')).data!;
    expect(modern.totalCount).toBe(all.styleCounts.find((facet) => facet.code === 'MODERN')!.count);
  });

  it('answers an empty list for a combination with no rooms', async () => {
    const all = (await list('?size=48&page=1')).data!;
    const taken = new Set(all.stylingList.map((card) => `${card.space}/${card.style}`));
    const missing = STYLING_SPACES.flatMap((space) => STYLING_STYLES.map((style) => [space, style] as const)).find(([space, style]) => !taken.has(`${space}/${style}`))!;
    const empty = await list(`?space=${missing[0]}&style=${missing[1]}`);
    expect(empty.data).toMatchObject({ totalCount: 0, stylingList: [] });
  });

  it('names the spaces as the PLACES code group does', async () => {
    const codes = (await anonymous(server).get<{ codeList: { groupCode: string; code: string; codeName: string }[] }>('/api/code/v1/all/list')).body.data!.codeList;
    for (const space of STYLING_SPACES) {
      expect(codes.find((code) => code.groupCode === 'PLACES' && code.code === space)?.codeName).toBe(stylingSpaceNames[space]);
    }
  });

  it.each([
    ['an unknown space', '?space=ATTIC'],
    ['a lower-case style', '?style=modern'],
    ['page 0', '?page=0'],
    ['a negative page', '?page=-1'],
    ['a page with letters', '?page=2x'],
    ['a far page number', '?page=99999999999'],
    ['too big a size', '?size=1000'],
    ['odd characters', `?space=${encodeURIComponent("'; drop table styling_page;--")}`],
    ['a huge value', `?style=${'A'.repeat(5000)}`],
  ])('refuses %s with 104', async (_, query) => {
    const answer = await anonymous(server).get(`/api/styling/v1/list${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});

describe('GET /api/styling/v1', () => {
  it('answers a page with its story, photos and hotspots on existing products', async () => {
    const answer = await detail(1);
    expect(answer.code).toBe(0);
    const page = answer.data!;
    expect(page.stylingNo).toBe(1);
    expect(page.story.length).toBeGreaterThan(0);
    expect(page.photos.length).toBeGreaterThanOrEqual(2);
    expect(page.photos.map((photo) => photo.position)).toEqual(page.photos.map((_, index) => index));
    for (const photo of page.photos) {
      expect(photo.image.url).toBe(`/media/styling/1/${photo.position}-1600.webp`);
      expect(photo.hotspots.length).toBeGreaterThanOrEqual(3);
      for (const hotspot of photo.hotspots) {
        expect(hotspot.x).toBeGreaterThan(0);
        expect(hotspot.x).toBeLessThan(100);
        expect(hotspot.y).toBeGreaterThan(0);
        expect(hotspot.y).toBeLessThan(100);
      }
    }
    const tagged = page.photos.flatMap((photo) => photo.hotspots.map((hotspot) => hotspot.product.productNo));
    expect(page.productList.map((product) => product.productNo)).toEqual([...new Set(tagged)]);
    expect(page.productCnt).toBe(page.productList.length);
    expect(page.relatedList.length).toBeGreaterThan(0);
    expect(page.relatedList.every((card) => card.space === page.space && card.stylingNo !== 1)).toBe(true);
  });

  it('tags only products of the seeded catalogue, with their live price and sold-out mark', async () => {
    const tagged = await server.db.selectFrom('styling_hotspot').select('product_no').distinct().execute();
    const productNos = tagged.map((row) => row.product_no);
    const existing = await server.db.selectFrom('product').select('product_no').where('product_no', 'in', productNos).execute();
    expect(existing).toHaveLength(productNos.length);

    const page = (await detail(2)).data!;
    const product = page.productList[0]!;
    const fromCatalogue = (await anonymous(server).get<{ sellingPrice: number; soldOutYn: string }>(`/api/product/v1?productNo=${product.productNo}`)).body.data!;
    expect(product.sellingPrice).toBe(fromCatalogue.sellingPrice);
    expect(product.soldOutYn).toBe(fromCatalogue.soldOutYn);

    await server.db.updateTable('product_option_row').set({ stock_cnt: 0 }).where('product_no', '=', product.productNo).execute();
    const after = (await detail(2)).data!;
    expect(after.productList.find((card) => card.productNo === product.productNo)!.soldOutYn).toBe('Y');
  });

  it('counts only tagged products the catalogue still has, on the page and on its card', async () => {
    const before = (await detail(3)).data!;
    const cardOf = async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?page=${page}`)));
      return pages.flatMap((answer) => answer.data!.stylingList).find((card) => card.stylingNo === 3)!;
    };
    expect((await cardOf()).productCnt).toBe(before.productCnt);
    // A tag keeps its product number when the catalogue drops the product (no foreign key).
    const last = await server.db.selectFrom('styling_hotspot').select(['hotspot_no', 'position']).where('styling_no', '=', 3).orderBy('hotspot_no', 'desc').executeTakeFirstOrThrow();
    await server.db.insertInto('styling_hotspot').values({ styling_no: 3, hotspot_no: last.hotspot_no + 1, position: last.position, product_no: 999_999_999, x: 50, y: 50 }).execute();
    expect((await detail(3)).data!.productCnt).toBe(before.productCnt);
    expect((await cardOf()).productCnt).toBe(before.productCnt);
  });

  it('answers 101 for an unknown page and for one not published (yet)', async () => {
    expect((await detail(999_999)).code).toBe(ApiCode.NO_DATA);
    await server.db.updateTable('styling_page').set({ published_at: null }).where('styling_no', '=', 40).execute();
    await server.db.updateTable('styling_page').set({ published_at: new Date(Date.now() + 86_400_000) }).where('styling_no', '=', 41).execute();
    expect((await detail(40)).code).toBe(ApiCode.NO_DATA);
    expect((await detail(41)).code).toBe(ApiCode.NO_DATA);
    const numbers = (await list('?size=48')).data!.stylingList.map((card) => card.stylingNo);
    expect(numbers).not.toContain(40);
    expect(numbers).not.toContain(41);
    expect((await member.client.post('/api/like/v1/styling', { targetNo: 40 })).body.code).toBe(ApiCode.NO_DATA);
    await server.db.updateTable('styling_page').set({ published_at: new Date('2026-01-01T00:00:00Z') }).where('styling_no', 'in', [40, 41]).execute();
  });

  it.each([['missing', ''], ['zero', '?stylingNo=0'], ['negative', '?stylingNo=-3'], ['letters', '?stylingNo=abc'], ['too long', `?stylingNo=${'9'.repeat(40)}`], ['over int', '?stylingNo=9999999999']])(
    'refuses a %s number with 104',
    async (_, query) => {
      const answer = await anonymous(server).get(`/api/styling/v1${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    },
  );
});

describe('styling bookmarks (spec 02 §7, type styling)', () => {
  const check = async (client = member.client, stylingNo = 3) => (await client.get<{ like: boolean; likeYn: string }>(`/api/like/v1/styling?targetNo=${stylingNo}`)).body;

  it('toggles, checks and lists a member’s bookmarks, newest first', async () => {
    expect((await check()).data).toEqual({ like: false, likeYn: 'N' });
    expect((await member.client.post('/api/like/v1/styling', { targetNo: 3 })).body.data).toEqual({ like: true, likeYn: 'Y' });
    expect((await member.client.post('/api/like/v1/styling', { targetNo: 5 })).body.data).toEqual({ like: true, likeYn: 'Y' });
    expect((await check()).data).toEqual({ like: true, likeYn: 'Y' });

    const listed = (await member.client.get<StylingBookmarkList>('/api/mypage/v1/like/styling/list')).body.data!;
    expect(listed.totalCount).toBe(2);
    expect(listed.stylingList.map((card) => card.stylingNo)).toEqual([5, 3]);
    expect(listed.stylingList[0]!.cover.url).toContain('/media/styling/5/');
    const paged = (await member.client.get<StylingBookmarkList>('/api/mypage/v1/like/styling/list?page=2&size=1')).body.data!;
    expect(paged).toMatchObject({ totalCount: 2, stylingList: [{ stylingNo: 3 }] });

    expect((await member.client.post('/api/like/v1/styling', { targetNo: 3 })).body.data).toEqual({ like: false, likeYn: 'N' });
    expect((await check()).data!.like).toBe(false);
    const after = (await member.client.get<StylingBookmarkList>('/api/mypage/v1/like/styling/list')).body.data!;
    expect(after.stylingList.map((card) => card.stylingNo)).toEqual([5]);
  });

  it('keeps bookmarks apart from product likes', async () => {
    await member.client.post('/api/like/v1/styling', { targetNo: 7 });
    const products = (await member.client.get<{ productList: { productNo: number }[] }>('/api/mypage/v1/like/product/list')).body.data!;
    expect(products.productList.map((card) => card.productNo)).not.toContain(7);
  });

  it('refuses a guest’s toggle and list, and tells a guest nothing is bookmarked', async () => {
    const guest = anonymous(server);
    expect((await guest.post('/api/like/v1/styling', { targetNo: 3 })).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    expect((await guest.get('/api/mypage/v1/like/styling/list')).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    expect((await check(guest, 5)).data).toEqual({ like: false, likeYn: 'N' });
  });

  it('refuses an unknown page and bad numbers', async () => {
    expect((await member.client.post('/api/like/v1/styling', { targetNo: 999_999 })).body.code).toBe(ApiCode.NO_DATA);
    for (const targetNo of [0, -1, 'x', 1.5, 2 ** 40]) {
      const answer = await member.client.post('/api/like/v1/styling', { targetNo });
      expect(answer.body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    }
    expect((await member.client.get('/api/like/v1/styling?targetNo=abc')).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});
