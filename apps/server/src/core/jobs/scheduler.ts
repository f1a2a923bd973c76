import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../time/clock';

/**
 * Periodic upkeep a module needs (purging expired rows). A tiny in-process scheduler is
 * enough for idempotent, minute-grained jobs; a job queue (pg-boss, on the same
 * PostgreSQL) comes with the checkout issue, whose jobs must run exactly once, retry and
 * be seen. These jobs can move onto it then.
 */
export interface ScheduledJob {
  /** Names the job in the log and in its advisory lock. */
  name: string;
  everyMs: number;
  /**
   * One round, inside a transaction holding the job's lock; answers how many rows it changed.
   * `pool` is the app's pool, for a round that writes in short transactions of its own (so
   * that no lock of its work is held to the end of the round) while `db` holds the job's lock.
   */
  run: (db: Kysely<Database>, now: Date, pool?: Kysely<Database>) => Promise<number>;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** The first round of every job runs this long after the start, off the start-up path. */
  firstRunAfterMs: number;
  /** The instant each round runs for. */
  clock: Clock;
}

export interface Scheduler {
  /** Clears the timers and waits for rounds still running. */
  stop(): Promise<void>;
}

/**
 * Runs each job shortly after the start and then every `everyMs`. Timers are unref'd so
 * they never keep a process alive; a failing round is logged, never thrown; a round still
 * running when the next is due is not doubled.
 */
export function startScheduler(jobs: readonly ScheduledJob[], { db, log, firstRunAfterMs, clock }: SchedulerOptions): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const round = async (job: ScheduledJob) => {
    try {
      const outcome = await runExclusively(db, job.name, (trx) => job.run(trx, clock.now(), db));
      if (!outcome.ran) log.debug({ job: job.name }, 'scheduled job skipped: another server process is running it');
      else if (outcome.result > 0) log.info({ job: job.name, rows: outcome.result }, 'scheduled job done');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
  };
  const runOnce = (job: ScheduledJob) => {
    if (stopped || running.has(job.name)) return;
    const pending = round(job).finally(() => running.delete(job.name));
    running.set(job.name, pending);
  };

  for (const job of jobs) {
    timers.push(setTimeout(() => runOnce(job), firstRunAfterMs).unref());
    timers.push(setInterval(() => runOnce(job), job.everyMs).unref());
  }
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}

/**
 * Runs `work` only if no other session holds the job's lock, so several server processes
 * on one database do not run the same round at once. The transaction-scoped lock
 * (pg_try_advisory_xact_lock) is released with the transaction, also when the job throws
 * or the process dies, and needs no pinned pool connection.
 */
export async function runExclusively<T>(db: Kysely<Database>, name: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`maru.job.${name}`})) as locked`.execute(trx);
    if (!rows[0]?.locked) return { ran: false } as const;
    return { ran: true, result: await work(trx) } as const;
  });
}
