import { ApiCode, type FloorView, type OfficeListView, type OfficeView, type SlotsView } from '@maru/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { openDay, weeklyClosedDay } from './showroom-test-kit';

const server = serverForTests();

describe('showroom offices and floors', () => {
  it('lists at least two offices with hours, holidays, map and floors', async () => {
    const answer = await server.client().get<OfficeListView>('/api/showroom/v1/offices');
    expect(answer.body.code).toBe(0);
    const list = answer.body.data!.list;
    expect(list.map((office) => office.slug)).toEqual(['seongsu', 'haeundae']);
    const seongsu = list[0]!;
    expect(seongsu.address).toContain('성동구');
    expect(seongsu.hours).toHaveLength(7);
    expect(seongsu.hours[1]).toEqual({ weekday: 1, label: '월', open: null, close: null });
    expect(seongsu.weeklyClosed).toBe('매주 월요일');
    expect(seongsu.hoursSummary).toContain('화–금 10:00–19:00');
    expect(seongsu.floors.map((floor) => floor.slug)).toEqual(['1f', '2f', 'b1']);
    expect(seongsu.map).toMatchObject({ imageUrl: '/showroom-map/seongsu.png', kakaoJsKey: null });
    expect(seongsu.map.kakaoMapUrl).toMatch(/^https:\/\/map\.kakao\.com\/link\/map\//);
    expect(seongsu.map.naverMapUrl).toMatch(/^https:\/\/map\.naver\.com\//);
    expect(seongsu.directions.transit.length).toBeGreaterThan(0);
    // Past holidays drop off the list; the list is nearest first.
    const dates = seongsu.holidays.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('answers one office, and 404 for an unknown one', async () => {
    const client = server.client();
    expect((await client.get<OfficeView>('/api/showroom/v1/offices/haeundae')).body.data!.city).toBe('부산');
    const missing = await client.get('/api/showroom/v1/offices/nowhere');
    expect([missing.status, missing.body.code]).toEqual([404, ApiCode.NO_DATA]);
    const odd = await client.get(`/api/showroom/v1/offices/${encodeURIComponent("성수'; drop table x--")}`);
    expect([odd.status, odd.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
  });

  it('shows a floor’s zones with real catalogue products and their brands', async () => {
    const answer = await server.client().get<FloorView>('/api/showroom/v1/offices/seongsu/floors/1f');
    const floor = answer.body.data!;
    expect(floor.floor.title).toBe('타일 · 수전 갤러리');
    expect(floor.zones.map((zone) => zone.name)).toEqual(['타일 월', '욕실 모형']);
    const products = floor.zones.flatMap((zone) => zone.products);
    expect(products.length).toBeGreaterThan(0);
    const stored = await server.db.selectFrom('product').select(['product_no', 'department']).where('product_no', 'in', products.map((p) => p.productNo)).execute();
    expect(stored).toHaveLength(products.length);
    expect(new Set(stored.map((row) => row.department))).toEqual(new Set(['TILE', 'BATH']));
    for (const zone of floor.zones) expect(zone.brands).toEqual([...new Set(zone.products.map((p) => p.brandName))]);
    const unknown = await server.client().get('/api/showroom/v1/offices/seongsu/floors/9f');
    expect([unknown.status, unknown.body.code]).toEqual([404, ApiCode.NO_DATA]);
  });

  it('draws the map picture as PNG and WebP, cached a day', async () => {
    for (const format of ['png', 'webp'] as const) {
      const response = await fetch(`${server.url}/showroom-map/seongsu.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 640, 360]);
    }
    expect((await fetch(`${server.url}/showroom-map/nowhere.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/showroom-map/seongsu.gif`)).status).toBe(400);
  });
});

describe('slots', () => {
  it('offers hourly slots with the capacity left on an open day', async () => {
    const date = await openDay(server, 'seongsu');
    const answer = await server.client().get<SlotsView>(`/api/showroom/v1/offices/seongsu/slots?date=${date}`);
    const slots = answer.body.data!;
    expect(slots.closedReason).toBeNull();
    expect(slots.slots.length).toBeGreaterThanOrEqual(7);
    expect(slots.slots.every((slot) => slot.remaining === 4 && slot.available && /^\d\d:00$/.test(slot.time))).toBe(true);
    expect(slots.slots[0]!.startsAt).toBe(new Date(`${date}T${slots.slots[0]!.time}:00+09:00`).toISOString());
  });

  it('offers nothing on the weekly closed day, and refuses odd dates', async () => {
    const closed = await weeklyClosedDay(server, 'seongsu');
    const answer = await server.client().get<SlotsView>(`/api/showroom/v1/offices/seongsu/slots?date=${closed}`);
    expect(answer.body.data).toMatchObject({ closedReason: '정기 휴무일입니다. 다른 날짜를 선택해 주세요.', slots: [] });
    for (const date of ['2026-02-30', 'tomorrow', '2026-1-1', '9'.repeat(5000)]) {
      const odd = await server.client().get(`/api/showroom/v1/offices/seongsu/slots?date=${date}`);
      expect([odd.status, odd.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
  });
});
