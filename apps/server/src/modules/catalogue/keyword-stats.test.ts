import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { cacheRegistry } from '../../core/cache';
import { productChange } from './caches';
import { keywordStatsCache } from './keyword-stats';
import { uncachedKeywordStats } from './queries';
import { keywordMatch } from './views';

const server = serverForTests();

const setCount = (term: string, products: number) => server.db.updateTable('search_term_count').set({ products }).where('term', '=', term).execute();

describe('keywordStatsCache', () => {
  it('answers as the database does, keeps the counts for a minute, then reads them again', async () => {
    // From 1 s: lru-cache takes a start time of 0 for "no TTL".
    let clock = 1_000;
    const statsOf = keywordStatsCache(cacheRegistry({ now: () => clock }));
    const tiles = keywordMatch('타일')!;
    const fresh = await uncachedKeywordStats(server.db, tiles);
    expect(fresh).toMatchObject({ products: expect.any(Number), nameProducts: expect.any(Number) });
    expect(fresh!.products).toBeGreaterThan(0);
    expect(await statsOf(server.db, tiles)).toEqual(fresh);

    const before = fresh!.products;
    await setCount('타일', before + 7);
    try {
      clock = 60_000;
      expect((await statsOf(server.db, tiles))!.products).toBe(before);
      clock = 62_000;
      expect((await statsOf(server.db, tiles))!.products).toBe(before + 7);
    } finally {
      await setCount('타일', before);
    }
  });

  it('reads the counts again as soon as a product change is reported', async () => {
    const caches = cacheRegistry();
    const statsOf = keywordStatsCache(caches);
    const tiles = keywordMatch('타일')!;
    const before = (await statsOf(server.db, tiles))!.products;
    await setCount('타일', before + 3);
    try {
      expect((await statsOf(server.db, tiles))!.products).toBe(before);
      caches.changed(productChange(1));
      expect((await statsOf(server.db, tiles))!.products).toBe(before + 3);
    } finally {
      await setCount('타일', before);
    }
  });

  it('answers as the database does with caches that keep nothing (MARU_CACHES=off), every time', async () => {
    const statsOf = keywordStatsCache(cacheRegistry(undefined, { keepNothing: true }));
    for (const word of ['타일', '욕실타일']) {
      const match = keywordMatch(word)!;
      const fresh = await uncachedKeywordStats(server.db, match);
      expect(fresh!.products).toBeGreaterThan(0);
      expect(await statsOf(server.db, match)).toEqual(fresh);
      expect(await statsOf(server.db, match)).toEqual(fresh);
    }
  });

  it('counts a word no product holds as zero, and one-character words have no term counts', async () => {
    const statsOf = keywordStatsCache(cacheRegistry());
    expect(await statsOf(server.db, keywordMatch('없는말입니다')!)).toMatchObject({ products: 0, nameProducts: 0 });
    expect(await statsOf(server.db, keywordMatch('욕')!)).toBeUndefined();
  });

  it('takes the least count over the bigrams of a longer word', async () => {
    const statsOf = keywordStatsCache(cacheRegistry());
    const counts = await server.db.selectFrom('search_term_count').select(['term', 'products']).where('term', 'in', ['욕실', '실타', '타일']).execute();
    expect(counts).toHaveLength(3);
    expect((await statsOf(server.db, keywordMatch('욕실타일')!))!.products).toBe(Math.min(...counts.map((row) => row.products)));
  });
});
