import { type Kysely, sql, type Transaction } from 'kysely';
import { runExclusively, type ScheduledJob } from '../../../core/jobs/scheduler';
import type { Database, Db } from '../../../db/database';
import { anyMissing, BACKFILL_PASSES, type BackfillScope, recordMissingPass } from './ledger';

/**
 * Counts what the ledger lacks (ledger.ts): a database older than the ledger, orders written
 * by other means than the shop's flows (a benchmark's SQL, a repair by hand). It runs on the
 * scheduler, whose advisory lock keeps two server processes from running a round at once,
 * 30 s after each start and every six hours; a round that finds nothing missing only reads.
 *
 * A round that writes records BACKFILL_BATCH events per statement, each statement in a short
 * transaction of its own on the pool: a statement takes the aggregates' rows in the same order
 * as the live path's single statement and holds nothing else, so the two never deadlock, and a
 * payment recorded meanwhile waits for one batch at most (bench:dashboard prints a round over
 * 100,000 orders). A batch waiting over 5 s on a row gives up; the next round goes on.
 */
export const salesBackfillJob: ScheduledJob = {
  name: 'order.sales-backfill',
  everyMs: 6 * 60 * 60 * 1000,
  run: async (db, _now, pool) => {
    if (!(await anyMissing(db, 'all'))) return 0;
    // Without the app's pool (a direct call), the batches run in the round's transaction.
    const write = pool ? inOwnTransaction(pool) : (record: (trx: Db) => Promise<number>) => record(db);
    let counted = 0;
    for (const pass of BACKFILL_PASSES) counted += await recordMissingPass(pass, 'all', write);
    return counted;
  },
};

const inOwnTransaction = (pool: Kysely<Database>) => (record: (trx: Db) => Promise<number>) =>
  pool.transaction().execute(async (trx) => {
    await sql`set local lock_timeout = '5s'`.execute(trx);
    return record(trx);
  });

/**
 * Counts orders just written in bulk (the review seed's delivered orders, seed-orders.ts) in the
 * seed's own transaction, dated by their payment; nothing else writes while the shop seeds.
 */
export async function countSeededOrders(trx: Transaction<Database>, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const scope: BackfillScope = { orderIds };
  for (const pass of BACKFILL_PASSES) await recordMissingPass(pass, scope, (record) => record(trx));
}

/** Runs one backfill round now, under the job's lock and in batches on the pool, as the scheduler does (tests); null when another process holds the lock. */
export async function backfillSales(db: Kysely<Database>, now: Date): Promise<number | null> {
  const outcome = await runExclusively(db, salesBackfillJob.name, (trx) => salesBackfillJob.run(trx, now, db));
  return outcome.ran ? outcome.result : null;
}
