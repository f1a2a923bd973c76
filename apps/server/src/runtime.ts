import path from 'node:path';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { AppConfig } from './config';
import type { SeedOptions } from './core/module';
import { openPools } from './db/connect';
import type { Database } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { seedAll } from './db/seed';
import { modules } from './modules';

export interface Runtime {
  db: Kysely<Database>;
  /** The pool keyword searches run on (see openPools). */
  searchDb: Kysely<Database>;
  /** Closes the pool, then stops the embedded database if this process started it. */
  close: () => Promise<void>;
}

/**
 * Opens the database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR),
 * applies migrations and runs the seed steps. Shared by `npm start` and `npm run seed`.
 */
export async function openRuntime(config: AppConfig, seed: SeedOptions = config.seed): Promise<Runtime> {
  const log = pino({ level: config.logLevel });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), (line) => log.debug({ pg: line }));
  const pools = openPools(config.databaseUrl ?? embedded!.url, {
    onIdleError: (error) => {
      // On Ctrl-C the terminal signals the embedded PostgreSQL too (same process group); its
      // fast shutdown ends idle connections with 57P01. That is the expected stop, not a fault.
      if ((error as { code?: string }).code === '57P01') log.info('database is shutting down');
      else log.warn({ err: error }, 'idle database connection lost');
    },
  });
  const { db, searchDb } = pools;
  const close = async () => {
    await pools.destroy();
    await embedded?.stop();
  };
  try {
    const applied = await migrateToLatest(db, modules);
    if (applied.length) log.info({ applied }, 'migrations applied');
    await seedAll(modules, { db, config, log, options: seed });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, searchDb, close };
}
