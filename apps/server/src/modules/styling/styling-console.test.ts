import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type AdminStylingListView, type AdminStylingView, ApiCode, type InspirationImage, type ProductPickList, type StylingDetail, type StylingListData, type StylingWriteInput } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, GENEROUS_ORDER_LIMITS, pngImage, postFiles, signedInStaff, verifiedMember } from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// 스타일링 관리 (issue 27): rooms made from an uploaded photo with product hotspots in percent,
// scheduled and previewed; the shop's list and page follow at once.

const CONSOLE = '/api/admin/v1/styling';
const HOUR = 3_600_000;
// Several staff and members sign in from 127.0.0.1 (the limits themselves are proven elsewhere).
const server = serverForTests(() =>
  startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},staff-sign-in.perIp=1000,coupon-download.perIp=1000` } }),
);
let editor: HttpClient;
let products: number[];

beforeAll(async () => {
  editor = (await signedInStaff(server, 'CONTENT')).client;
  const found = await editor.get<ProductPickList>(`${CONSOLE}/products?keyword=${encodeURIComponent('소파')}`);
  expect(found.body.code).toBe(0);
  products = found.body.data!.list.filter((product) => product.status !== 'HIDDEN').map((product) => product.productNo);
  if (products.length < 3) products = (await editor.get<ProductPickList>(`${CONSOLE}/products?keyword=${encodeURIComponent('타일')}`)).body.data!.list.map((product) => product.productNo);
  expect(products.length).toBeGreaterThanOrEqual(3);
});

const upload = (bytes: Buffer, name = 'room.png', type = 'image/png') => postFiles<{ code: number; message: string; data?: { image: InspirationImage } }>(editor, `${CONSOLE}/images`, [{ name, type, bytes }]);

async function uploaded(): Promise<InspirationImage> {
  const answer = await upload(await pngImage(1200, 900));
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!.image;
}

const exists = (url: string) => stat(path.join(server.config.dataDir, url)).then(() => true, () => false);
const shopRoom = (stylingNo: number, headers: Record<string, string> = {}) => server.client().get<StylingDetail>(`/api/styling/v1?stylingNo=${stylingNo}`, { headers });
const shopList = (headers: Record<string, string> = {}) => server.client().get<StylingListData>('/api/styling/v1/list?space=BATH&size=48', { headers });

async function writeOf(overrides: Partial<StylingWriteInput> = {}): Promise<StylingWriteInput> {
  return {
    title: '햇살 드는 욕실',
    summary: '밝은 타일과 원목 수납',
    space: 'BATH',
    style: 'NATURAL',
    description: '첫 문단입니다.\n\n둘째 문단입니다.',
    photoImageId: (await uploaded()).imageId,
    photoCaption: '창가 쪽에서 본 욕실',
    hotspots: [
      { x: 25.5, y: 40, productNo: products[0]! },
      { x: 70, y: 62.25, productNo: products[1]! },
    ],
    schedule: { state: 'DRAFT', startsAt: null, endsAt: null },
    ...overrides,
  };
}

async function created(overrides: Partial<StylingWriteInput> = {}) {
  const answer = await editor.post<AdminStylingView>(CONSOLE, await writeOf(overrides));
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

/** The write that saves a room back as the console read it, with changes. */
const writeBack = (room: AdminStylingView, changes: Partial<StylingWriteInput> = {}): StylingWriteInput => ({
  title: room.title,
  summary: room.summary,
  space: room.space,
  style: room.style,
  description: room.description,
  photoImageId: null,
  photoCaption: room.photo.caption,
  hotspots: room.hotspots.map((hotspot) => ({ x: hotspot.x, y: hotspot.y, productNo: hotspot.productNo })),
  schedule: { state: room.schedule.state, startsAt: room.schedule.startsAt, endsAt: room.schedule.endsAt },
  ...changes,
});

describe('a styling room', () => {
  it('is made from an uploaded photo with hotspots, a draft until published, seen in the preview, audited', async () => {
    const room = await created();
    expect(room).toMatchObject({ title: '햇살 드는 욕실', space: 'BATH', style: 'NATURAL', description: '첫 문단입니다.\n\n둘째 문단입니다.', schedule: { status: 'DRAFT' } });
    expect(room.photo).toMatchObject({ url: expect.stringMatching(/^\/media\/uploads\/styling\/.+\/1280\.webp$/), width: 1200, height: 900, caption: '창가 쪽에서 본 욕실' });
    expect(room.hotspots).toEqual([
      { x: 25.5, y: 40, productNo: products[0], product: expect.objectContaining({ productNo: products[0] }) },
      { x: 70, y: 62.3, productNo: products[1], product: expect.objectContaining({ productNo: products[1] }) },
    ]);

    expect((await shopRoom(room.stylingNo)).body.code).toBe(ApiCode.NO_DATA);
    expect((await shopList()).body.data!.stylingList.map((card) => card.stylingNo)).not.toContain(room.stylingNo);
    const token = (await editor.post<{ token: string }>('/api/admin/v1/preview', { items: [{ kind: 'styling', id: room.stylingNo }] })).body.data!.token;
    const previewed = await shopRoom(room.stylingNo, { 'x-maru-preview': token });
    expect(previewed.body.code).toBe(0);
    expect(previewed.body.data!.photos[0]!.hotspots.map((hotspot) => [hotspot.x, hotspot.y])).toEqual([[25.5, 40], [70, 62.3]]);

    const audit = await auditEntriesOf(server, 'styling', room.stylingNo);
    expect(audit).toMatchObject([{ action: 'styling.create', before: null, after: { title: '햇살 드는 욕실', state: 'DRAFT', hotspots: [`상품 ${products[0]} (25.5%, 40%)`, `상품 ${products[1]} (70%, 62.3%)`] } }]);
  });

  it('shows in the shop’s list and page at once when published, with its photo, story and tags', async () => {
    const room = await created();
    const published = await editor.put<AdminStylingView>(`${CONSOLE}/${room.stylingNo}`, writeBack(room, { schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null } }));
    expect(published.body.code, published.body.message).toBe(0);
    expect(published.body.data!.schedule).toMatchObject({ state: 'PUBLISHED', status: 'LIVE', startsAt: expect.any(String) });

    const list = (await shopList()).body.data!;
    expect(list.stylingList[0]).toMatchObject({ stylingNo: room.stylingNo, cover: { url: room.photo.url, width: 1200, height: 900 } });
    const shown = (await shopRoom(room.stylingNo)).body;
    expect(shown.code).toBe(0);
    expect(shown.data!).toMatchObject({ title: '햇살 드는 욕실', story: ['첫 문단입니다.', '둘째 문단입니다.'], spaceName: '욕실' });
    expect(shown.data!.photos[0]!.image.sources.map((source) => source.width)).toEqual([320, 640, 1200]);
    expect(shown.data!.photos[0]!.hotspots.map((hotspot) => hotspot.product.productNo)).toEqual([products[0], products[1]]);
    expect((await auditEntriesOf(server, 'styling', room.stylingNo)).at(-1)).toMatchObject({ action: 'styling.update', before: { state: 'DRAFT' }, after: { state: 'PUBLISHED' } });
  });

  it('moves, reorders and removes hotspots, and a replaced photo’s files are removed', async () => {
    const room = await created({ schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null } });
    const newPhoto = await uploaded();
    const changed = await editor.put<AdminStylingView>(
      `${CONSOLE}/${room.stylingNo}`,
      writeBack(room, { photoImageId: newPhoto.imageId, hotspots: [{ x: 71, y: 57.3, productNo: products[1]! }, { x: 10, y: 90, productNo: products[2]! }] }),
    );
    expect(changed.body.code, changed.body.message).toBe(0);
    expect(changed.body.data!.hotspots.map((hotspot) => [hotspot.productNo, hotspot.x, hotspot.y])).toEqual([[products[1], 71, 57.3], [products[2], 10, 90]]);
    expect(changed.body.data!.photo.imageId).toBe(newPhoto.imageId);
    expect(await exists(room.photo.url)).toBe(false);
    expect(await exists(newPhoto.url)).toBe(true);
    const shown = (await shopRoom(room.stylingNo)).body.data!;
    expect(shown.photos[0]!.hotspots.map((hotspot) => hotspot.product.productNo)).toEqual([products[1], products[2]]);
  });

  it('is ended or scheduled by its times: hidden from shoppers outside them', async () => {
    const room = await created();
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const scheduled = await editor.put<AdminStylingView>(`${CONSOLE}/${room.stylingNo}`, writeBack(room, { schedule: { state: 'PUBLISHED', startsAt: later, endsAt: null } }));
    expect(scheduled.body.data!.schedule.status).toBe('SCHEDULED');
    expect((await shopRoom(room.stylingNo)).body.code).toBe(ApiCode.NO_DATA);
    const ended = await editor.put<AdminStylingView>(
      `${CONSOLE}/${room.stylingNo}`,
      writeBack(room, { schedule: { state: 'PUBLISHED', startsAt: new Date(Date.now() - 2 * HOUR).toISOString(), endsAt: new Date(Date.now() - HOUR).toISOString() } }),
    );
    expect(ended.body.data!.schedule.status).toBe('ENDED');
    expect((await shopRoom(room.stylingNo)).body.code).toBe(ApiCode.NO_DATA);
    expect((await editor.get<AdminStylingListView>(`${CONSOLE}?status=ENDED&size=100`)).body.data!.list.map((row) => row.stylingNo)).toContain(room.stylingNo);
  });

  it('edits a seeded room’s first photo and keeps its other photos and their tags; the seed leaves it since', async () => {
    const seeded = (await editor.get<AdminStylingView>(`${CONSOLE}/1`)).body.data!;
    expect(seeded.otherPhotos).toBeGreaterThanOrEqual(0);
    const before = (await shopRoom(1)).body.data!;
    const otherTags = before.photos.slice(1).map((photo) => photo.hotspots.map((hotspot) => hotspot.hotspotNo));
    const saved = await editor.put<AdminStylingView>(`${CONSOLE}/1`, writeBack(seeded, { title: '편집한 방', hotspots: [{ x: 50, y: 50, productNo: products[0]! }] }));
    expect(saved.body.code, saved.body.message).toBe(0);
    const after = (await shopRoom(1)).body.data!;
    expect(after.title).toBe('편집한 방');
    expect(after.photos[0]!.hotspots.map((hotspot) => hotspot.product.productNo)).toEqual([products[0]]);
    expect(after.photos.slice(1).map((photo) => photo.hotspots.map((hotspot) => hotspot.hotspotNo))).toEqual(otherTags);
    expect((await server.db.selectFrom('styling_page').select('edited_at').where('styling_no', '=', 1).executeTakeFirstOrThrow()).edited_at).not.toBeNull();
  });

  it('is deleted with its photo’s files, audited', async () => {
    const room = await created({ schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null } });
    expect((await editor.delete(`${CONSOLE}/${room.stylingNo}`)).body.code).toBe(0);
    expect((await shopRoom(room.stylingNo)).body.code).toBe(ApiCode.NO_DATA);
    expect(await exists(room.photo.url)).toBe(false);
    expect((await auditEntriesOf(server, 'styling', room.stylingNo)).at(-1)).toMatchObject({ action: 'styling.delete', after: null });
    expect((await editor.get(`${CONSOLE}/${room.stylingNo}`)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses a file that is not a picture', async () => {
    const answer = await upload(Buffer.from('GIF89a not really'), 'room.jpg', 'image/jpeg');
    expect([answer.status, answer.body.code]).toEqual([415, ApiCode.IMAGE_UNSUPPORTED]);
  });

  it('refuses hotspots off the photo, unknown products, a missing photo and a bad schedule with 104', async () => {
    const base = await writeOf();
    const cases: [string, unknown][] = [
      ['x over 100', { ...base, hotspots: [{ x: 100.5, y: 10, productNo: products[0] }] }],
      ['y under 0', { ...base, hotspots: [{ x: 10, y: -1, productNo: products[0] }] }],
      ['an unknown product', { ...base, hotspots: [{ x: 10, y: 10, productNo: 2_000_000_000 }] }],
      ['no photo', { ...base, photoImageId: null }],
      ['an unknown upload', { ...base, photoImageId: 2_000_000_000 }],
      ['an end before the start', { ...base, schedule: { state: 'PUBLISHED', startsAt: '2026-12-25T00:00:00+09:00', endsAt: '2026-12-24T00:00:00+09:00' } }],
      ['an unknown space', { ...base, space: 'GARAGE' }],
    ];
    for (const [what, body] of cases) {
      const answer = await editor.post(CONSOLE, body);
      expect([what, answer.status, answer.body.code]).toEqual([what, 400, ApiCode.REQUIRED_PARAMETER]);
    }
  });

  it('is not for shoppers nor for staff outside content', async () => {
    const { client } = await verifiedMember(server);
    expect((await client.get(CONSOLE)).body.code).toBe(ApiCode.STAFF_NOT_SIGNED_IN);
    const promotions = (await signedInStaff(server, 'PROMOTIONS')).client;
    expect((await promotions.get(CONSOLE)).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
    expect((await editor.get(`${CONSOLE}?space=BATH&status=DRAFT`)).body.code).toBe(0);
  });
});
