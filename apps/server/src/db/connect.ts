import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

// bigint columns (counts, sums) come back as JS numbers: every amount in this shop
// is integer won far below 2^53, and numbers keep the API answers simple.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface ConnectOptions {
  max?: number;
  onIdleError?: (error: Error) => void;
  /**
   * Server settings every connection of this pool starts with (sent as the startup
   * `options`, so they cost no statement per query).
   */
  settings?: Record<string, string>;
}

/**
 * How long a query may wait for a connection, new or from a full pool. Without a bound a
 * request waits as long as the operating system keeps retrying a connect to an unreachable
 * server; with it, the request fails and is answered 503 (see plugins/errors.ts). A healthy
 * server accepts in milliseconds, and a pool queue seconds long means it is swamped anyway.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

export function connect(connectionString: string, { max = 10, onIdleError = () => {}, settings }: ConnectOptions = {}): Kysely<Database> {
  const options = settings && Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`).join(' ');
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(options ? { options } : {}) });
  // An idle connection dropped by the server (restart, failover) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', onIdleError);
  // The pool listens only to idle clients. A checked-out client whose socket fails (a
  // reset, or the server gone between two statements of a transaction) would emit 'error'
  // with no listener and crash the process. Its queries get the error anyway, and the pool
  // drops it on release, as a failed client is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Each Kysely instance's pg pool, for its figures (core/operations/metrics.ts); Kysely does not expose it. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export interface PoolFigures {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** The pool's connections now, or undefined for a Kysely instance not made by connect(). */
export function poolFigures(db: Kysely<Database>): PoolFigures | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** The process's pools: `db` for everything, `searchDb` for keyword searches. */
export interface Pools {
  /** The address both pools connect to. */
  url: string;
  db: Kysely<Database>;
  searchDb: Kysely<Database>;
  destroy: () => Promise<void>;
}

/**
 * Keyword searches get a pool of their own with sequential scans switched off. The
 * planner prices the bigram test of the GIN-indexed term arrays like any cheap operator
 * and, for a word many products hold, prefers reading the whole table; but every row
 * read that way must decompress its term array. Through the GIN index no row's terms
 * are read at all: on 100,000 products, counting 타일 and 욕실 together takes ~0.14 s
 * this way against ~0.98 s by table scan. Walks down a sort index stay allowed. Set
 * per pool, as a `set local` in a transaction cost three round trips per search.
 */
export function openPools(connectionString: string, { max = 10, onIdleError }: Omit<ConnectOptions, 'settings'> = {}): Pools {
  const db = connect(connectionString, { max, onIdleError });
  const searchDb = connect(connectionString, { max, onIdleError, settings: { enable_seqscan: 'off' } });
  return { url: connectionString, db, searchDb, destroy: async () => void (await Promise.all([db.destroy(), searchDb.destroy()])) };
}
