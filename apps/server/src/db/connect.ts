import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

// bigint columns (counts, sums) come back as JS numbers: every amount in this shop
// is integer won far below 2^53, and numbers keep the API answers simple.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connect(connectionString: string, max = 10, onIdleError: (error: Error) => void = () => {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', onIdleError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
