import { sql } from 'kysely';
import { DATABASE_CHANGE_CHANNEL } from '../../core/cache';
import type { ScheduledJob } from '../../core/jobs/scheduler';
import { CatalogueChange } from './caches';
import { relistByPeriod } from './console/product-write';

/**
 * A product's display period (진열 기간) begins and ends on the clock, not on a write: each
 * minute the products whose period began or ended are listed or unlisted, and every server's
 * product caches hear of it through the database's change feed once the round commits.
 */
export const displayPeriodJob: ScheduledJob = {
  name: 'catalogue.display-period',
  everyMs: 60_000,
  run: async (db, now) => {
    const changed = await relistByPeriod(db, now);
    if (changed.length) await sql`select pg_notify(${DATABASE_CHANGE_CHANNEL}, ${JSON.stringify({ topic: CatalogueChange.product })})`.execute(db);
    return changed.length;
  },
};
