import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';

export interface HeldLock<T> {
  result: T;
  /** How long this process waited for another holder to finish (0 when the lock was free). */
  waitedMs: number;
}

/**
 * Runs `work` while this session holds the named advisory lock, waiting first if another
 * server process holds it. A session lock on one pinned connection rather than a
 * transaction's, because the work (migrations, seed steps, pg-boss's queue set-up) runs its
 * own statements and transactions on the pool. It is released when the work ends or throws,
 * and by PostgreSQL itself when a process dies holding it (its session ends), so a crashed
 * start never leaves the others waiting.
 */
export async function whileHolding<T>(db: Kysely<Database>, name: string, work: () => Promise<T>, { onWait }: { onWait?: () => void } = {}): Promise<HeldLock<T>> {
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext(${name})`;
    const started = performance.now();
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!rows[0]?.locked) {
      onWait?.();
      await sql`select pg_advisory_lock(${key})`.execute(connection);
    }
    const waitedMs = Math.round(performance.now() - started);
    try {
      return { result: await work(), waitedMs };
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
