import { describe, expect, it } from 'vitest';
import { runExclusively } from '../../core/jobs/scheduler';
import { serverForTests } from '../../../test/harness';
import { refreshStaleSearchStarts } from './search-starts-job';

const server = serverForTests();

const fresh = async () => (await server.db.selectFrom('search_term_state').select('starts_fresh').executeTakeFirstOrThrow()).starts_fresh;
const refresh = async () => {
  const outcome = await runExclusively(server.db, 'catalogue.search-starts', (trx) => refreshStaleSearchStarts(trx));
  return outcome.ran ? outcome.result : -1;
};
type ListData = { productList: { productNo: number }[] };

describe('the search starts refresh job', () => {
  it('leaves fresh starts alone', async () => {
    expect(await fresh()).toBe(true);
    expect(await refresh()).toBe(0);
  });

  it('recomputes the starts after a review count changed, and the most reviewed match comes first', async () => {
    // The last product by review count becomes the most reviewed: the old starts would skip it.
    const last = await server.db.selectFrom('product').select(['product_no', 'name_terms']).orderBy('review_cnt').orderBy('product_no').executeTakeFirstOrThrow();
    await server.db.updateTable('product').set({ review_cnt: 1_000_000 }).where('product_no', '=', last.product_no).execute();
    expect(await fresh()).toBe(false);

    expect(await refresh()).toBe(1);
    expect(await fresh()).toBe(true);
    const keyword = last.name_terms[0]!;
    const answer = await server.client().post<ListData>('/api/product/v1/search/list', { keyword, sorted: 'RV', page: 1, size: 20 });
    expect(answer.body.data!.productList[0]!.productNo).toBe(last.product_no);
    expect(await refresh()).toBe(0);
  });
});
