import { sql, type Kysely, type Transaction } from 'kysely';
import type { ScheduledJob } from '../../core/jobs/scheduler';
import type { Database } from '../../db/database';
import { refreshSearchTermCounts, searchStartsFresh } from './queries/seed';

const TEN_MINUTES = 10 * 60_000;

/**
 * Keyword searches start their walk at each term's first match (see the migration
 * 2026112213). A product write of a sort key — a review changing review_cnt, say — marks
 * those starts stale, and searches then read from the top of each sort: correct, but slow
 * at 100,000 products. Before reviews, only the seed wrote such columns; now shoppers do,
 * so the starts are recomputed here when stale. The SHARE lock holds product writes for
 * the few seconds of the recompute, so none can slip in between the reading and the
 * marking fresh (a write after the lock is released marks them stale again, as it should).
 */
export async function refreshStaleSearchStarts(db: Kysely<Database>): Promise<number> {
  const trx = db as Transaction<Database>;
  if (await searchStartsFresh(trx)) return 0;
  await sql`lock table product in share mode`.execute(trx);
  if (await searchStartsFresh(trx)) return 0;
  await refreshSearchTermCounts(trx);
  return 1;
}

export const searchStartsJob: ScheduledJob = { name: 'catalogue.search-starts', everyMs: TEN_MINUTES, run: refreshStaleSearchStarts };
