import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { whileHolding } from '../core/jobs/advisory-lock';
import { type EventLoopDelay, watchEventLoop } from '../core/operations/event-loop-watch';
import type { SeedContext, ServerModule } from '../core/module';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

/** Runs every module's idempotent seed step in registration order. */
export async function seedAll(modules: readonly ServerModule[], ctx: SeedContext): Promise<void> {
  for (const module of modules) {
    if (!module.seed) continue;
    const started = Date.now();
    await module.seed(ctx);
    ctx.log.info({ module: module.name, ms: Date.now() - started }, 'seeded');
    // Between two steps, whatever else the process has waiting (its connections' traffic) goes first.
    await nextTurn();
  }
}

/** The lock every start takes to migrate and seed; the seed CLI takes it too. */
export const START_LOCK = 'maru.migrate-and-seed';

export interface PreparedDatabase {
  /** Migrations this process applied (none when another process had applied them). */
  applied: string[];
  /** How long this process waited for another one's migrations and seed. */
  waitedMs: number;
  /** The event loop while this process migrated and seeded (see core/operations/event-loop-watch.ts). */
  eventLoop: EventLoopDelay;
}

/**
 * Migrates and seeds under one advisory lock, so several server processes started at once
 * on an empty database take turns: the first migrates and seeds; each next one waits, then
 * finds the migrations applied and every seed step already done (each is idempotent and
 * cheap when there is nothing to write), and serves. Without the lock their seed steps and
 * pg-boss's set-up interleaved and one start often ended in `deadlock detected` (issue 29).
 */
export async function migrateAndSeed(db: Kysely<Database>, modules: readonly ServerModule[], ctx: SeedContext): Promise<PreparedDatabase> {
  const watch = watchEventLoop();
  try {
    const { result: applied, waitedMs } = await whileHolding(db, START_LOCK, async () => {
      const applied = await migrateToLatest(db, modules);
      if (applied.length) ctx.log.info({ applied }, 'migrations applied');
      await seedAll(modules, ctx);
      return applied;
    }, { onWait: () => ctx.log.info('another server process is migrating or seeding this database; waiting for it') });
    return { applied, waitedMs, eventLoop: watch.stop() };
  } catch (error) {
    watch.stop();
    throw error;
  }
}
