import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { testLogger } from '../../../../test/test-config';
import { seedExhibitions as definitions } from './data';
import { koreanMidnight, pickEvenly, seedExhibitions } from './index';
import { ensureExhibitionImages, exhibitionSvg } from './render';

describe('pickEvenly', () => {
  it('spreads the picks over the list, shifted, without repeats', () => {
    const list = Array.from({ length: 100 }, (_, index) => index + 1);
    const picked = pickEvenly(list, 8, 32);
    expect(picked).toHaveLength(8);
    expect(new Set(picked).size).toBe(8);
    expect(pickEvenly(list, 8, 32)).toEqual(picked);
    expect(pickEvenly(list, 8, 33)).not.toEqual(picked);
  });

  it('takes the whole list when it is short', () => {
    expect(pickEvenly([3, 5], 8, 1)).toEqual([3, 5]);
  });
});

describe('koreanMidnight', () => {
  it('is 00:00 in Korea (15:00 UTC the day before)', () => {
    expect(koreanMidnight(new Date('2026-11-25T04:00:00Z')).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(koreanMidnight(new Date('2026-11-25T16:00:00Z')).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });
});

describe('the seed', () => {
  const server = serverForTests();

  it('holds /exhibition/32 and running, upcoming and ended ones; a second run changes nothing and new numbers come after', async () => {
    const snapshot = async () => ({
      exhibitions: await server.db.selectFrom('exhibition').selectAll().orderBy('exhibition_no').execute(),
      blocks: await server.db.selectFrom('exhibition_block').selectAll().orderBy('exhibition_no').orderBy('position').execute(),
    });
    const before = await snapshot();
    expect(before.exhibitions.length).toBeGreaterThanOrEqual(8);
    expect(before.exhibitions.map((row) => row.exhibition_no)).toContain(32);
    const now = Date.now();
    expect(before.exhibitions.some((row) => row.starts_at.getTime() > now)).toBe(true);
    expect(before.exhibitions.some((row) => row.ends_at.getTime() <= now)).toBe(true);
    expect(before.exhibitions.some((row) => row.starts_at.getTime() <= now && row.ends_at.getTime() > now)).toBe(true);
    // Product groups name products of the (small) test catalogue.
    const productNos = before.blocks.flatMap((block) => (block.kind === 'PRODUCT' ? (block.content as { productNos: number[] }).productNos : []));
    const known = await server.db.selectFrom('product').select('product_no').where('product_no', 'in', productNos).execute();
    expect(new Set(known.map((row) => row.product_no))).toEqual(new Set(productNos));

    await seedExhibitions({ db: server.db, config: server.config, log: testLogger, options: { images: false } });
    expect(await snapshot()).toEqual(before);
    // Its period from the instant read above, not a second clock reading: on a busy machine the
    // seed's second run took over a second, and a period ending before it started was refused.
    const { exhibition_no } = await server.db
      .insertInto('exhibition')
      .values({ title: '새 기획전', summary: '', cover_key: 'cover-32', cover_alt: '', starts_at: new Date(now), ends_at: new Date(now + 86_400_000) })
      .returning('exhibition_no')
      .executeTakeFirstOrThrow();
    expect(exhibition_no).toBeGreaterThan(Math.max(...before.exhibitions.map((row) => row.exhibition_no)));
  });

  it('draws the covers and scenes once, at their sizes', async () => {
    const [first] = definitions;
    expect(await ensureExhibitionImages(server.config.dataDir, [first!])).toBe(3);
    expect(await ensureExhibitionImages(server.config.dataDir, [first!])).toBe(0);
    const banner = await sharp(`${server.config.dataDir}/media/exhibitions/cover-32-1200x630.webp`).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 1200, 630]);
    expect(exhibitionSvg(first!.palette, 1, { width: 640, height: 336 })).toMatch(/^<svg[^>]+viewBox="0 0 1000 525"/);
  });
});
