import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminExhibitionListView, type AdminExhibitionView, ApiCode, type CouponPickList, type ExhibitionDetailData, type ExhibitionListData, type ExhibitionWriteInput,
  type InspirationImage, type ProductPickList,
} from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, GENEROUS_ORDER_LIMITS, pngImage, postFiles, signedInStaff, verifiedMember } from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// 기획전 관리 (issue 27): exhibitions built from blocks in the console, previewed, published and
// followed by the shop at once. The access test (staff-access.test.ts) covers strangers and
// other roles on every call; here each call's right and refusals.

const CONSOLE = '/api/admin/v1/exhibitions';
const HOUR = 3_600_000;
// Several staff and members sign in from 127.0.0.1 (the limits themselves are proven elsewhere).
const server = serverForTests(() =>
  startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},staff-sign-in.perIp=1000,coupon-download.perIp=1000` } }),
);
let editor: HttpClient;

beforeAll(async () => {
  editor = (await signedInStaff(server, 'CONTENT')).client;
});

async function upload(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const answer = await postFiles<{ code: number; message: string; data?: { image: InspirationImage } }>(editor, `${CONSOLE}/images`, [{ name, type, bytes }]);
  return answer;
}

async function uploaded(): Promise<InspirationImage> {
  const answer = await upload(await pngImage(1600, 900), 'room.png', 'image/png');
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!.image;
}

/** The file behind a /media/… URL in this server's data folder. */
const fileOf = (url: string) => path.join(server.config.dataDir, url);
const exists = (url: string) => stat(fileOf(url)).then(() => true, () => false);

const shopDetail = (id: number, headers: Record<string, string> = {}) => server.client().get<ExhibitionDetailData>(`/api/exhibition/v1/${id}`, { headers });
const shopList = (headers: Record<string, string> = {}) => server.client().get<ExhibitionListData>('/api/exhibition/v1/list?size=48', { headers });

async function eventCoupon() {
  const picks = await editor.get<CouponPickList>(`${CONSOLE}/coupons?keyword=WINTER2026`);
  expect(picks.body.code).toBe(0);
  const open = picks.body.data!.list.filter((coupon) => coupon.open && coupon.eventCode === 'WINTER2026');
  expect(open.length).toBeGreaterThan(0);
  return open[0]!;
}

async function someProducts(count: number) {
  const found = await editor.get<ProductPickList>(`${CONSOLE}/products?keyword=${encodeURIComponent('타일')}`);
  expect(found.body.code).toBe(0);
  const onSale = found.body.data!.list.filter((product) => product.status === 'ON_SALE');
  expect(onSale.length).toBeGreaterThanOrEqual(count);
  return onSale.slice(0, count).map((product) => product.productNo);
}

const period = (fromHours: number, toHours: number) => ({ startsAt: new Date(Date.now() + fromHours * HOUR).toISOString(), endsAt: new Date(Date.now() + toHours * HOUR).toISOString() });

async function writeOf(overrides: Partial<ExhibitionWriteInput> = {}): Promise<ExhibitionWriteInput> {
  const [cover, picture] = [await uploaded(), await uploaded()];
  const coupon = await eventCoupon();
  return {
    title: '봄맞이 욕실 기획전',
    summary: '작은 교체로 새 욕실',
    coverImageId: cover.imageId,
    coverAlt: '밝은 욕실 전경',
    schedule: { state: 'DRAFT', ...period(-1, 48) },
    blocks: [
      { kind: 'IMAGE', imageId: picture.imageId, alt: '세면대 옆 수납장', linkUrl: '/product/list' },
      { kind: 'EDITOR', html: '<h2>고르는 법</h2><p onclick="steal()">물에 강한<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">보기</a>' },
      { kind: 'PRODUCT', title: '욕실 베스트', productNos: await someProducts(3) },
      { kind: 'COUPON', title: '기획전 쿠폰', couponIds: [coupon.couponId] },
    ],
    ...overrides,
  };
}

async function created(overrides: Partial<ExhibitionWriteInput> = {}) {
  const answer = await editor.post<AdminExhibitionView>(CONSOLE, await writeOf(overrides));
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

const previewHeader = async (exhibitionNo: number) => {
  const answer = await editor.post<{ token: string }>('/api/admin/v1/preview', { items: [{ kind: 'exhibition', id: exhibitionNo }] });
  expect(answer.body.code).toBe(0);
  return { 'x-maru-preview': answer.body.data!.token };
};

describe('building an exhibition', () => {
  it('creates a draft from blocks, hidden from shoppers but shown in the preview, and audited', async () => {
    const write = await writeOf();
    const answer = await editor.post<AdminExhibitionView>(CONSOLE, write);
    expect(answer.body.code, answer.body.message).toBe(0);
    const made = answer.body.data!;
    expect(made).toMatchObject({ title: '봄맞이 욕실 기획전', coverAlt: '밝은 욕실 전경', schedule: { state: 'DRAFT', status: 'DRAFT' } });
    expect(made.blocks.map((block) => block.kind)).toEqual(['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON']);
    expect(made.blocks[2]).toMatchObject({ kind: 'PRODUCT', products: (write.blocks[2] as { productNos: number[] }).productNos.map((productNo) => expect.objectContaining({ productNo })) });
    expect(made.blocks[3]).toMatchObject({ kind: 'COUPON', coupons: [expect.objectContaining({ couponId: (write.blocks[3] as { couponIds: number[] }).couponIds[0], eventCode: 'WINTER2026' })] });

    // A draft is the site's 404, in the page and the list, until previewed.
    expect([(await shopDetail(made.exhibitionNo)).status, (await shopDetail(made.exhibitionNo)).body.code]).toEqual([404, ApiCode.NO_DATA]);
    expect((await shopList()).body.data!.list.map((card) => card.exhibitionNo)).not.toContain(made.exhibitionNo);
    const preview = await previewHeader(made.exhibitionNo);
    const previewed = await shopDetail(made.exhibitionNo, preview);
    expect(previewed.body.code).toBe(0);
    expect(previewed.body.data!.blocks.map((block) => block.kind)).toEqual(['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON']);
    expect((await shopList(preview)).body.data!.list.map((card) => card.exhibitionNo)).toContain(made.exhibitionNo);

    const audit = await auditEntriesOf(server, 'exhibition', made.exhibitionNo);
    expect(audit.map((entry) => entry.action)).toEqual(['exhibition.create']);
    expect(audit[0]).toMatchObject({ before: null, after: { title: '봄맞이 욕실 기획전', state: 'DRAFT', blocks: [expect.stringMatching(/^사진 #/), expect.stringMatching(/^글/), expect.stringMatching(/^상품 묶음/), expect.stringMatching(/^쿠폰/)] } });
  });

  it('cleans rich text with <script>, onerror and javascript: on every read, the console’s and the shop’s', async () => {
    const made = await created({ schedule: { state: 'PUBLISHED', ...period(-1, 24) } });
    const consoleHtml = made.blocks.find((block) => block.kind === 'EDITOR');
    const shopHtml = (await shopDetail(made.exhibitionNo)).body.data!.blocks.find((block) => block.kind === 'EDITOR');
    for (const block of [consoleHtml, shopHtml]) {
      if (block?.kind !== 'EDITOR') throw new Error('no text block');
      expect(block.html).toBe('<h2>고르는 법</h2><p>물에 강한</p><a>보기</a>');
      expect(block.html).not.toMatch(/script|onerror|onclick|javascript/i);
    }
  });

  it('publishes: the shop shows it at once, blocks in order, the product group with its products and the coupon block with its pick', async () => {
    const made = await created();
    const write = await writeOf({ schedule: { state: 'PUBLISHED', ...period(-1, 48) } });
    const published = await editor.put<AdminExhibitionView>(`${CONSOLE}/${made.exhibitionNo}`, write);
    expect(published.body.code, published.body.message).toBe(0);
    expect(published.body.data!.schedule).toMatchObject({ state: 'PUBLISHED', status: 'LIVE' });

    const shown = await shopDetail(made.exhibitionNo);
    expect(shown.body.code).toBe(0);
    const { exhibition, blocks } = shown.body.data!;
    expect(exhibition).toMatchObject({ title: '봄맞이 욕실 기획전', status: 'RUNNING', cover: { url: expect.stringMatching(/^\/media\/uploads\/exhibition\/.+\/640\.webp$/), width: 640, height: 360 }, banner: { width: 1280, height: 720 } });
    expect(blocks[0]).toMatchObject({ kind: 'IMAGE', image: { url: expect.stringMatching(/\/1280\.webp$/), width: 1280, height: 720 }, alt: '세면대 옆 수납장', linkUrl: '/product/list' });
    const group = blocks[2]!;
    if (group.kind !== 'PRODUCT') throw new Error('no product group');
    expect(group.productList.map((product) => product.productNo)).toEqual((write.blocks[2] as { productNos: number[] }).productNos);
    const couponIds = (write.blocks[3] as { couponIds: number[] }).couponIds;
    expect(blocks[3]).toEqual({ kind: 'COUPON', title: '기획전 쿠폰', eventCode: 'WINTER2026', couponIds });
    expect((await shopList()).body.data!.list.map((card) => card.exhibitionNo)).toContain(made.exhibitionNo);

    // A member takes the block's coupon there, as on the event page.
    const { client } = await verifiedMember(server);
    const event = await client.get<{ list: { couponId: number; downloaded?: boolean }[] }>('/api/coupon/v1/event/WINTER2026');
    expect(event.body.data!.list.map((coupon) => coupon.couponId)).toEqual(expect.arrayContaining(couponIds));
    expect((await client.post('/api/coupon/v1/download', { couponId: couponIds[0] })).body.code).toBe(0);

    const audit = await auditEntriesOf(server, 'exhibition', made.exhibitionNo);
    expect(audit.map((entry) => entry.action)).toEqual(['exhibition.create', 'exhibition.update']);
    expect(audit[1]).toMatchObject({ before: { state: 'DRAFT' }, after: { state: 'PUBLISHED' } });
  });

  it('reorders and removes blocks; a picture no longer used is removed with its files, and an ended one is 404 again', async () => {
    const made = await created({ schedule: { state: 'PUBLISHED', ...period(-1, 24) } });
    const view = (await editor.get<AdminExhibitionView>(`${CONSOLE}/${made.exhibitionNo}`)).body.data!;
    const image = view.blocks[0]!;
    if (image.kind !== 'IMAGE') throw new Error('no image block');
    expect(await exists(image.url)).toBe(true);
    const product = view.blocks[2]!;
    const coupon = view.blocks[3]!;
    if (product.kind !== 'PRODUCT' || coupon.kind !== 'COUPON') throw new Error('blocks out of place');
    const reordered = await editor.put<AdminExhibitionView>(`${CONSOLE}/${made.exhibitionNo}`, {
      title: view.title,
      summary: view.summary,
      coverImageId: null,
      coverAlt: view.coverAlt,
      schedule: { state: 'PUBLISHED', startsAt: view.schedule.startsAt, endsAt: view.schedule.endsAt },
      blocks: [
        { kind: 'COUPON', title: coupon.title, couponIds: coupon.coupons.map((each) => each.couponId) },
        { kind: 'PRODUCT', title: product.title, productNos: product.products.map((each) => each.productNo).reverse() },
      ],
    });
    expect(reordered.body.code, reordered.body.message).toBe(0);
    expect(reordered.body.data!.blocks.map((block) => block.kind)).toEqual(['COUPON', 'PRODUCT']);
    expect((await shopDetail(made.exhibitionNo)).body.data!.blocks.map((block) => block.kind)).toEqual(['COUPON', 'PRODUCT']);
    expect(await exists(image.url)).toBe(false);
    expect(await exists(made.cover.url)).toBe(true);

    // Ended: gone from the shop at once.
    const ended = await editor.put<AdminExhibitionView>(`${CONSOLE}/${made.exhibitionNo}`, {
      ...(await writeOf()),
      schedule: { state: 'PUBLISHED', ...period(-48, -1) },
    });
    expect(ended.body.data!.schedule.status).toBe('ENDED');
    expect((await shopDetail(made.exhibitionNo)).status).toBe(404);
  });

  it('keeps seeded exhibition 32 working when it is saved back as read', async () => {
    const seeded = (await editor.get<AdminExhibitionView>(`${CONSOLE}/32`)).body.data!;
    expect(seeded.blocks.map((block) => block.kind)).toEqual(['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON', 'PRODUCT', 'EDITOR']);
    const blocks = seeded.blocks.map((block) => {
      if (block.kind === 'IMAGE') return { kind: 'IMAGE' as const, imageId: block.imageId, imageKey: block.imageKey, alt: block.alt, linkUrl: block.linkUrl };
      if (block.kind === 'EDITOR') return block;
      if (block.kind === 'PRODUCT') return { kind: 'PRODUCT' as const, title: block.title, productNos: block.products.map((each) => each.productNo) };
      return { kind: 'COUPON' as const, title: block.title, couponIds: block.coupons.map((each) => each.couponId) };
    });
    const saved = await editor.put<AdminExhibitionView>(`${CONSOLE}/32`, {
      title: seeded.title,
      summary: seeded.summary,
      coverImageId: null,
      coverAlt: seeded.coverAlt,
      schedule: { state: seeded.schedule.state, startsAt: seeded.schedule.startsAt, endsAt: seeded.schedule.endsAt },
      blocks,
    });
    expect(saved.body.code, saved.body.message).toBe(0);
    const shown = (await shopDetail(32)).body.data!;
    expect(shown.exhibition).toMatchObject({ exhibitionNo: 32, status: 'RUNNING', cover: { url: '/media/exhibitions/cover-32-640x336.webp' } });
    expect(shown.blocks.map((block) => block.kind)).toEqual(['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON', 'PRODUCT', 'EDITOR']);
    expect(shown.blocks[0]).toMatchObject({ image: { url: '/media/exhibitions/scene-32-1200x800.webp' } });
  });

  it('deletes an exhibition with its pictures’ files, audited', async () => {
    const made = await created({ schedule: { state: 'PUBLISHED', ...period(-1, 24) } });
    const image = made.blocks[0]!;
    if (image.kind !== 'IMAGE') throw new Error('no image block');
    const removed = await editor.delete<{ total: number }>(`${CONSOLE}/${made.exhibitionNo}`);
    expect(removed.body.code).toBe(0);
    expect((await shopDetail(made.exhibitionNo)).status).toBe(404);
    expect((await editor.get(`${CONSOLE}/${made.exhibitionNo}`)).status).toBe(404);
    expect(await exists(image.url)).toBe(false);
    expect(await exists(made.cover.url)).toBe(false);
    const audit = await auditEntriesOf(server, 'exhibition', made.exhibitionNo);
    expect(audit.at(-1)).toMatchObject({ action: 'exhibition.delete', before: { title: '봄맞이 욕실 기획전' }, after: null });
    expect((await editor.delete(`${CONSOLE}/${made.exhibitionNo}`)).status).toBe(404);
  });
});

describe('the list and the pickers', () => {
  it('lists newest first with the schedule status, filtered by status and words', async () => {
    const draft = await created({ title: '목록 확인용 임시 기획전' });
    const all = (await editor.get<AdminExhibitionListView>(`${CONSOLE}?size=5`)).body.data!;
    expect(all.list[0]).toMatchObject({ exhibitionNo: draft.exhibitionNo, schedule: { status: 'DRAFT' } });
    expect(all.total).toBeGreaterThan(10);
    const drafts = (await editor.get<AdminExhibitionListView>(`${CONSOLE}?status=DRAFT&keyword=${encodeURIComponent('목록 확인용')}`)).body.data!;
    expect(drafts.list.map((row) => row.exhibitionNo)).toEqual([draft.exhibitionNo]);
    const live = (await editor.get<AdminExhibitionListView>(`${CONSOLE}?status=LIVE&size=100`)).body.data!;
    expect(live.list.map((row) => row.exhibitionNo)).toContain(32);
    expect(live.list.every((row) => row.schedule.status === 'LIVE')).toBe(true);
    for (const query of ['?status=LIVELY', '?size=0', '?page=abc', '?other=1']) expect((await editor.get(`${CONSOLE}${query}`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });

  it('finds products by number or words, and only event coupons', async () => {
    const [productNo] = await someProducts(1);
    const byNumber = (await editor.get<ProductPickList>(`${CONSOLE}/products?keyword=${productNo}`)).body.data!;
    expect(byNumber.list[0]).toMatchObject({ productNo });
    expect((await editor.get(`${CONSOLE}/products`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const coupons = (await editor.get<CouponPickList>(`${CONSOLE}/coupons`)).body.data!;
    expect(coupons.list.length).toBeGreaterThan(0);
    expect(coupons.list.every((coupon) => coupon.eventCode.length > 0)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a file that is not a picture, whatever its name says', async () => {
    const answer = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'cover.jpg', 'image/jpeg');
    expect([answer.status, answer.body.code]).toEqual([415, ApiCode.IMAGE_UNSUPPORTED]);
    expect((await upload(await pngImage(40, 30), 'tiny.png', 'image/png')).body.code).toBe(0);
  });

  it('refuses what a write names but does not exist, a period it lacks or ends before it starts, with 104', async () => {
    const base = await writeOf();
    const [productNo] = await someProducts(1);
    const downloadCoupon = await server.db.selectFrom('coupon').select('coupon_id').where('channel', '=', 'DOWNLOAD').executeTakeFirstOrThrow();
    const cases: [string, unknown][] = [
      ['an unknown product', { ...base, blocks: [{ kind: 'PRODUCT', title: '없는 상품', productNos: [productNo, 2_000_000_000] }] }],
      ['a coupon that is not an event coupon', { ...base, blocks: [{ kind: 'COUPON', title: '쿠폰', couponIds: [downloadCoupon.coupon_id] }] }],
      ['an upload that does not exist', { ...base, blocks: [{ kind: 'IMAGE', imageId: 2_000_000_000, alt: '없는 사진' }] }],
      ['a seeded picture key it does not hold', { ...base, blocks: [{ kind: 'IMAGE', imageKey: 'scene-32', alt: '남의 사진' }] }],
      ['no cover', { ...base, coverImageId: null }],
      ['no period', { ...base, schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null } }],
      ['an end before the start', { ...base, schedule: { state: 'PUBLISHED', ...period(10, 5) } }],
      ['a link out of the shop', { ...base, blocks: [{ kind: 'IMAGE', imageId: (base.blocks[0] as { imageId: number }).imageId, alt: '사진', linkUrl: 'https://evil.example/' }] }],
      ['an empty title', { ...base, title: ' ' }],
      ['an unknown block kind', { ...base, blocks: [{ kind: 'VIDEO', url: '/x' }] }],
      ['a duplicate product', { ...base, blocks: [{ kind: 'PRODUCT', title: '중복', productNos: [productNo, productNo] }] }],
    ];
    for (const [what, body] of cases) {
      const answer = await editor.post(CONSOLE, body);
      expect([what, answer.status, answer.body.code]).toEqual([what, 400, ApiCode.REQUIRED_PARAMETER]);
      expect(answer.body.message, what).toMatch(/[가-힣]/);
    }
  });

  it('refuses an upload another exhibition already holds', async () => {
    const first = await created();
    const second = await writeOf({ coverImageId: first.cover.imageId });
    expect((await editor.post(CONSOLE, second)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });

  it('answers 404 for an exhibition that is not there, and 104 for a number that is not one', async () => {
    expect((await editor.get(`${CONSOLE}/999999`)).status).toBe(404);
    expect((await editor.put(`${CONSOLE}/999999`, await writeOf())).status).toBe(404);
    expect((await editor.get(`${CONSOLE}/abc`)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });

  it('is not for shoppers nor for staff outside content', async () => {
    const { client } = await verifiedMember(server);
    expect((await client.get(CONSOLE)).body.code).toBe(ApiCode.STAFF_NOT_SIGNED_IN);
    const catalogue = (await signedInStaff(server, 'CATALOGUE')).client;
    expect((await catalogue.get(CONSOLE)).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
    expect((await catalogue.post(CONSOLE, await writeOf())).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
    const operator = (await signedInStaff(server, 'OPERATOR')).client;
    expect((await operator.get(CONSOLE)).body.code).toBe(0);
  });
});
