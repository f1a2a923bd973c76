import path from 'node:path';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { AppConfig } from './config';
import type { SeedOptions } from './core/module';
import { openPools } from './db/connect';
import type { Database } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateAndSeed } from './db/seed';
import { modules } from './modules';

type PictureLog = Pick<pino.Logger, 'info' | 'error'>;

export interface Runtime {
  /** The database's address (DATABASE_URL or the embedded server's). */
  url: string;
  db: Kysely<Database>;
  /** The pool keyword searches run on (see openPools). */
  searchDb: Kysely<Database>;
  /** Closes the pool, then stops the embedded database if this process started it. */
  close: () => Promise<void>;
  /** Draws the pictures the seed steps left for after the start (none unless picturesAfterStart); never throws. */
  drawDeferredPictures: (logger?: PictureLog) => Promise<void>;
}

/**
 * Opens the database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR),
 * applies migrations and runs the seed steps, one process at a time (db/seed.ts migrateAndSeed). Shared by `npm start` and `npm run seed`.
 */
export async function openRuntime(config: AppConfig, seed: SeedOptions = config.seed, { picturesAfterStart = false } = {}): Promise<Runtime> {
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
  const deferred: { name: string; draw: () => Promise<void> }[] = [];
  const close = async () => {
    await pools.destroy();
    await embedded?.stop();
  };
  try {
    const { applied, waitedMs, eventLoop } = await migrateAndSeed(db, modules, { db, config, log, options: seed, ...(picturesAfterStart ? { deferPictures: (name, draw) => deferred.push({ name, draw }) } : {}) });
    // The event loop's longest delay says whether the start could have timed out its own connections (issue 29).
    log.info({ migrationsApplied: applied.length, waitedForOtherStartMs: waitedMs, eventLoopMaxDelayMs: eventLoop.maxMs, eventLoopP99DelayMs: eventLoop.p99Ms }, 'database ready');
  } catch (error) {
    await close();
    throw error;
  }
  // The server's logger, when given, so these lines follow its own ("open at …") in order.
  const drawDeferredPictures = async (logger: PictureLog = log) => {
    if (deferred.length === 0) return;
    const started = Date.now();
    logger.info({ steps: deferred.map((step) => step.name) }, 'the shop is open; checking its pictures and drawing the missing ones meanwhile');
    for (const { name, draw } of deferred.splice(0)) {
      // Pictures are files only: a failure leaves some missing (the next start draws them), never the shop down.
      await draw().catch((error: unknown) => logger.error({ err: error, step: name }, 'pictures could not be drawn'));
    }
    logger.info({ ms: Date.now() - started }, 'pictures ready');
  };
  return { url: pools.url, db, searchDb, close, drawDeferredPictures };
}
