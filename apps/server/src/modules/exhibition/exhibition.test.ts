import { ApiCode, type ExhibitionBookmarkListData, type ExhibitionDetailData, type ExhibitionListData, type ProductDetail } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';

const server = serverForTests();

const list = (query = '') => server.client().get<ExhibitionListData>(`/api/exhibition/v1/list${query}`);
const detail = (id: string | number) => server.client().get<ExhibitionDetailData>(`/api/exhibition/v1/${id}`);
const DAY = 86_400_000;

/** An exhibition written straight into the tables, as an editing tool would. */
async function insertExhibition(values: { startsAt: Date; endsAt: Date; published?: boolean }, blocks: { kind: 'IMAGE' | 'EDITOR' | 'PRODUCT' | 'COUPON'; content: unknown }[]) {
  const { exhibition_no } = await server.db
    .insertInto('exhibition')
    .values({ title: '테스트 기획전', summary: '요약', cover_key: 'cover-32', cover_alt: '표지', starts_at: values.startsAt, ends_at: values.endsAt, state: values.published === false ? 'DRAFT' : 'PUBLISHED' })
    .returning('exhibition_no')
    .executeTakeFirstOrThrow();
  if (blocks.length) {
    await server.db
      .insertInto('exhibition_block')
      .values(blocks.map((block, index) => ({ exhibition_no, position: index + 1, kind: block.kind, content: JSON.stringify(block.content) })))
      .execute();
  }
  return exhibition_no;
}

describe('the list', () => {
  it('shows the live exhibitions only, newest opening first; upcoming and ended ones are not listed (issue 27)', async () => {
    const current = (await list('?size=48')).body;
    expect(current.code).toBe(0);
    const statuses = current.data!.list.map((card) => card.status);
    expect(new Set(statuses)).toEqual(new Set(['RUNNING']));
    const starts = current.data!.list.map((card) => Date.parse(card.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(current.data!.list.find((card) => card.exhibitionNo === 32)).toMatchObject({ title: '욕실을 바꾸는 작은 변화', status: 'RUNNING', cover: { url: '/media/exhibitions/cover-32-640x336.webp', width: 640, height: 336 } });
    for (const hidden of [26, 30, 34, 35]) expect(current.data!.list.map((card) => card.exhibitionNo)).not.toContain(hidden);

    const ended = (await list('?tab=ended&size=48')).body.data!;
    expect(ended.list).toEqual([]);
    expect(current.data!.tabCounts).toEqual({ current: current.data!.list.length, ended: 0 });
  });

  it('pages without overlap', async () => {
    const first = (await list('?size=2&page=1')).body.data!;
    const second = (await list('?size=2&page=2')).body.data!;
    expect(first).toMatchObject({ page: 1, size: 2 });
    expect(first.list).toHaveLength(2);
    expect(second.list.length).toBeGreaterThan(0);
    expect(second.list.map((card) => card.exhibitionNo)).not.toEqual(expect.arrayContaining(first.list.map((card) => card.exhibitionNo)));
    expect((await list('?page=999')).body.data!.list).toEqual([]);
  });

  it.each(['?tab=all', '?page=0', '?page=-1', '?size=0', '?size=1000', '?page=abc', '?size=1.5', '?page=1e3', `?tab=${'x'.repeat(5000)}`, '?unknown=1'])('refuses %s with 104', async (query) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});

describe('an exhibition', () => {
  it('/exhibition/32 has its blocks in the editor order, each kind filled', async () => {
    const answer = await detail(32);
    expect(answer.status).toBe(200);
    const { exhibition, blocks } = answer.body.data!;
    expect(exhibition).toMatchObject({ exhibitionNo: 32, status: 'RUNNING', banner: { url: '/media/exhibitions/cover-32-1200x630.webp', width: 1200, height: 630 } });
    expect(blocks.map((block) => block.kind)).toEqual(['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON', 'PRODUCT', 'EDITOR']);
    expect(blocks[0]).toMatchObject({ kind: 'IMAGE', image: { url: '/media/exhibitions/scene-32-1200x800.webp' }, alt: expect.stringMatching(/세면대/), linkUrl: '/product/list' });
    expect(blocks[1]).toMatchObject({ kind: 'EDITOR', html: expect.stringContaining('<h2>작은 교체로 큰 변화를</h2>') });
    expect(blocks[3]).toEqual({ kind: 'COUPON', title: '기획전 쿠폰 받기', eventCode: 'WINTER2026', couponIds: null });
    // The coupon block's event is a real one.
    expect((await server.client().get('/api/coupon/v1/event/WINTER2026')).body.code).toBe(0);
  });

  it('shows real products with their current price and sold-out', async () => {
    const group = (await detail(32)).body.data!.blocks.find((block) => block.kind === 'PRODUCT');
    if (group?.kind !== 'PRODUCT') throw new Error('no product group');
    expect(group.title).toBe('욕실 베스트');
    expect(group.productList.length).toBe(8);
    const [first] = group.productList;
    const product = (await server.client().get<ProductDetail>(`/api/product/v1?productNo=${first!.productNo}`)).body.data!;
    expect(first).toMatchObject({ productName: product.productName, price: product.price, priceDiscount: product.priceDiscount, soldOutYn: product.soldOutYn });

    // A price change and a sell-out show at once.
    await server.db.updateTable('product').set({ price_discount: 0, price: 77_000 }).where('product_no', '=', first!.productNo).execute();
    await server.db.updateTable('product_option_row').set({ stock_cnt: 0 }).where('product_no', '=', first!.productNo).execute();
    const again = (await detail(32)).body.data!.blocks.find((block) => block.kind === 'PRODUCT');
    if (again?.kind !== 'PRODUCT') throw new Error('no product group');
    expect(again.productList[0]).toMatchObject({ productNo: first!.productNo, price: 77_000, sellingPrice: 77_000, soldOutYn: 'Y' });
  });

  it('answers 404 once ended and before its opening (only live exhibitions are shown)', async () => {
    for (const id of [30, 34]) expect([(await detail(id)).status, (await detail(id)).body.code]).toEqual([404, ApiCode.NO_DATA]);
    const now = Date.now();
    const opened = await insertExhibition({ startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) }, [{ kind: 'EDITOR', content: { html: '<p>열림</p>' } }]);
    const closedAt = await insertExhibition({ startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - 1000) }, [{ kind: 'EDITOR', content: { html: '<p>끝</p>' } }]);
    expect((await detail(opened)).body.data!).toMatchObject({ exhibition: { status: 'RUNNING' }, blocks: [{ kind: 'EDITOR', html: '<p>열림</p>' }] });
    expect((await detail(closedAt)).status).toBe(404);
  });

  it('cleans rich text and image links on the server, and skips malformed blocks', async () => {
    const now = Date.now();
    const exhibitionNo = await insertExhibition({ startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) }, [
      { kind: 'EDITOR', content: { html: '<p onclick="steal()">안녕<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">링크</a><a href="/board/faq">FAQ</a><iframe src="//evil"></iframe>' } },
      { kind: 'IMAGE', content: { imageKey: 'scene-32', alt: '사진', linkUrl: 'https://evil.example/' } },
      { kind: 'IMAGE', content: { imageKey: '../../etc/passwd', alt: '나쁜 키' } },
      { kind: 'PRODUCT', content: { title: '없는 상품', productNos: [2_000_000_000] } },
      { kind: 'COUPON', content: { eventCode: 'no title' } },
    ]);
    const { blocks } = (await detail(exhibitionNo)).body.data!;
    expect(blocks).toEqual([
      // An anchor that loses its href stays as inert text.
      { kind: 'EDITOR', html: '<p>안녕</p><a>링크</a><a href="/board/faq">FAQ</a>' },
      { kind: 'IMAGE', image: { url: '/media/exhibitions/scene-32-1200x800.webp', width: 1200, height: 800 }, alt: '사진', linkUrl: null },
      { kind: 'PRODUCT', title: '없는 상품', productList: [] },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
  });

  it('answers 101 for an unknown or unpublished exhibition', async () => {
    const draft = await insertExhibition({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY), published: false }, []);
    for (const id of [999_999, 2_147_483_647, draft]) {
      const answer = await detail(id);
      expect([answer.status, answer.body.code]).toEqual([404, ApiCode.NO_DATA]);
    }
    expect((await list('?size=48')).body.data!.list.map((card) => card.exhibitionNo)).not.toContain(draft);
  });

  it.each(['abc', '0', '-1', '1.5', '32a', '99999999999', '%20', '1e3', '３２', '9'.repeat(40)])('answers 104 for the id %s', async (id) => {
    const answer = await detail(encodeURIComponent(id));
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });
});

describe('bookmarks', () => {
  const BOOKMARKS = '/api/mypage/v1/like/exhibition/list';

  it('are for members: a guest is refused and always reads false', async () => {
    const guest = server.client();
    expect((await guest.post('/api/like/v1/exhibition', { targetNo: 32 })).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    expect((await guest.get(BOOKMARKS)).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
    expect((await guest.get('/api/like/v1/exhibition?targetNo=32')).body).toMatchObject({ code: 0, data: { like: false, likeYn: 'N' } });
  });

  it('toggle on and off, list newest first with cards, refuse unknown and draft exhibitions', async () => {
    const { client } = await verifiedMember(server);
    expect((await client.get<ExhibitionBookmarkListData>(BOOKMARKS)).body.data).toEqual({ totalCount: 0, exhibitionList: [] });
    expect((await client.post('/api/like/v1/exhibition', { targetNo: 32 })).body).toMatchObject({ code: 0, data: { like: true } });
    expect((await client.post('/api/like/v1/exhibition', { targetNo: 31 })).body).toMatchObject({ code: 0, data: { like: true } });
    expect((await client.get('/api/like/v1/exhibition?targetNo=32')).body.data).toEqual({ like: true, likeYn: 'Y' });

    const listed = (await client.get<ExhibitionBookmarkListData>(BOOKMARKS)).body.data!;
    expect(listed.totalCount).toBe(2);
    expect(listed.exhibitionList.map((card) => [card.exhibitionNo, card.status])).toEqual([[31, 'RUNNING'], [32, 'RUNNING']]);
    const paged = (await client.get<ExhibitionBookmarkListData>(`${BOOKMARKS}?page=2&size=1`)).body.data!;
    expect(paged).toMatchObject({ totalCount: 2, exhibitionList: [{ exhibitionNo: 32 }] });

    expect((await client.post('/api/like/v1/exhibition', { targetNo: 32 })).body).toMatchObject({ code: 0, data: { like: false } });
    expect((await client.get<ExhibitionBookmarkListData>(BOOKMARKS)).body.data!.exhibitionList.map((card) => card.exhibitionNo)).toEqual([31]);

    const draft = await insertExhibition({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY), published: false }, []);
    // Ended (30) and upcoming (34) ones cannot be bookmarked either.
    for (const targetNo of [999_999, draft, 30, 34]) expect((await client.post('/api/like/v1/exhibition', { targetNo })).body.code).toBe(ApiCode.NO_DATA);
    for (const body of [{ targetNo: -1 }, { targetNo: 'x' }, {}, { targetNo: 1e12 }]) {
      const answer = await client.post('/api/like/v1/exhibition', body);
      expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    // Product likes are a separate list: bookmarking an exhibition adds no product.
    expect((await client.get<{ totalCount: number }>('/api/mypage/v1/like/product/list')).body.data!.totalCount).toBe(0);
  });
});
