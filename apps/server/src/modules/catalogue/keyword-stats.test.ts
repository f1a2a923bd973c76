import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { keywordStatsCache } from './keyword-stats';
import { uncachedKeywordStats } from './queries';
import { keywordMatch } from './views';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setCount = (term: string, products: number) => server.db.updateTable('search_term_count').set({ products }).where('term', '=', term).execute();

describe('keywordStatsCache', () => {
  it('answers as the database does, keeps the counts for a minute, then reads them again', async () => {
    let clock = 0;
    const statsOf = keywordStatsCache(() => clock);
    const tiles = keywordMatch('타일')!;
    const fresh = await uncachedKeywordStats(server.db, tiles);
    expect(fresh).toMatchObject({ products: expect.any(Number), nameProducts: expect.any(Number) });
    expect(fresh!.products).toBeGreaterThan(0);
    expect(await statsOf(server.db, tiles)).toEqual(fresh);

    const before = fresh!.products;
    await setCount('타일', before + 7);
    try {
      clock = 59_000;
      expect((await statsOf(server.db, tiles))!.products).toBe(before);
      clock = 61_000;
      expect((await statsOf(server.db, tiles))!.products).toBe(before + 7);
    } finally {
      await setCount('타일', before);
    }
  });

  it('counts a word no product holds as zero, and one-character words have no term counts', async () => {
    const statsOf = keywordStatsCache();
    expect(await statsOf(server.db, keywordMatch('없는말입니다')!)).toMatchObject({ products: 0, nameProducts: 0 });
    expect(await statsOf(server.db, keywordMatch('욕')!)).toBeUndefined();
  });

  it('takes the least count over the bigrams of a longer word', async () => {
    const statsOf = keywordStatsCache();
    const counts = await server.db.selectFrom('search_term_count').select(['term', 'products']).where('term', 'in', ['욕실', '실타', '타일']).execute();
    expect(counts).toHaveLength(3);
    expect((await statsOf(server.db, keywordMatch('욕실타일')!))!.products).toBe(Math.min(...counts.map((row) => row.products)));
  });
});
