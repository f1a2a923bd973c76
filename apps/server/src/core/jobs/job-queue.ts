import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { whileHolding } from './advisory-lock';

/**
 * Jobs that must run once at a set time, retry when they fail and be seen afterwards
 * (payment deadlines), on pg-boss 10: a job queue kept in the shop's own PostgreSQL, so a
 * job is as durable as the order it belongs to and can be created in the order's own
 * transaction. The in-process scheduler (core/jobs/scheduler.ts) stays for idempotent purges.
 *
 * pg-boss runs its SQL through the app's Kysely pool instead of a pool of its own: the app
 * is handed a Kysely instance, not a connection string, and this way the queue works alike
 * with the embedded database, DATABASE_URL and the tests' per-file databases, and costs
 * no extra connections. Its tables live in the `pgboss` schema, created on first start.
 */

/** A queue and the code that works its jobs; a module declares these (ServerModule.queueWorkers). */
export interface QueueWorker {
  /** Dotted lower-case name, e.g. 'order.expire'. */
  queue: string;
  /**
   * 'short' keeps at most one waiting job per singletonKey (a second send with the same key
   * is dropped), which makes "schedule this order's expiry" idempotent. Default 'standard'.
   */
  policy?: 'standard' | 'short';
  /** Attempts after the first failure (default 5), the first after retryDelaySeconds, then doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A cron expression (UTC): pg-boss sends one job a tick, across all server processes. */
  cron?: string;
  /** Seconds between polls for due jobs (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /**
   * Throwing fails the attempt (logged, retried); returning completes the job. Jobs outlive
   * releases, so the handler checks the data it is given (zod) rather than trusting a type.
   */
  handle: (data: unknown) => Promise<void>;
}

/**
 * A round of upkeep at each tick of a cron expression (UTC): pg-boss sends one job a tick
 * across all server processes, and a failed round is not retried (the next tick is).
 */
export function cronWorker(queue: string, cron: string, round: () => Promise<void>): QueueWorker {
  return { queue, cron, retryLimit: 0, handle: round };
}

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** With the 'short' policy: a second waiting job with this key is not created. */
  singletonKey?: string;
  /**
   * Creates the job inside this transaction: it exists exactly when the transaction
   * commits (an order and its expiry job are written together or not at all).
   */
  db?: Kysely<Database>;
}

export interface JobQueue {
  /** Answers the job id, or null when a waiting job with the same singletonKey already exists. */
  send(queue: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Creates the queues, installs the schedules and starts polling. */
  start(workers: readonly QueueWorker[]): Promise<void>;
  /** Stops polling and waits (up to timeoutMs) for jobs being worked. */
  stop(timeoutMs?: number): Promise<void>;
  /** Each queue's jobs due and not yet taken, and how long the oldest of them has waited (the metrics' figures). */
  backlog(): Promise<QueueBacklog[]>;
}

export interface QueueBacklog {
  queue: string;
  /** Jobs due now (start time passed) that no worker has taken yet. */
  due: number;
  /** Seconds since the oldest of them was due: 0 when none waits. */
  lagSeconds: number;
}

/** Multi-statement scripts (pg-boss's install and migrations) carry their own BEGIN … COMMIT. */
const SCRIPT = /^\s*BEGIN;/i;

/**
 * pg-boss's database seam over Kysely. A statement goes through the pool (or the given
 * transaction). A script runs on one pinned connection that is rolled back if it fails, so
 * a connection left inside a failed transaction never returns to the pool.
 */
export function kyselyExecutor(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length || !SCRIPT.test(text)) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: result.rows as unknown[] };
      }
      return db.connection().execute(async (connection) => {
        try {
          await connection.executeQuery(CompiledQuery.raw(text));
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => {});
          throw error;
        }
        return { rows: [] };
      });
    },
  };
}

export interface JobQueueOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

/** Pool outages make every poll fail alike; one warning per window is enough to see them. */
const ERROR_LOG_EVERY_MS = 10_000;

export function createJobQueue({ db, log }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: kyselyExecutor(db),
    // Completed jobs are archived after a day and deleted after a week: enough to see what ran.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  let lastErrorAt = 0;
  // Without a listener an 'error' event would end the process; pg-boss reports here the
  // failures of its own polling and upkeep, which it retries by itself.
  boss.on('error', (error) => {
    if (Date.now() - lastErrorAt < ERROR_LOG_EVERY_MS) return;
    lastErrorAt = Date.now();
    log.warn({ err: error }, 'job queue: background query failed (retrying)');
  });
  let started = false;

  return {
    async send(queue, data, options = {}) {
      return boss.send(queue, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.db ? { db: kyselyExecutor(options.db) } : {}),
      });
    },

    async start(workers) {
      // pg-boss makes a table (a partition of its job table) per queue; two processes creating
      // queues at once lock the job and queue tables in opposite orders and one fails with
      // `deadlock detected` (issue 29). They take turns (its own install included); a later
      // one finds the queues made.
      await whileHolding(db, 'maru.job-queue.set-up', async () => {
        await boss.start();
        started = true;
        const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
        for (const worker of workers) {
          const retry = { retryLimit: worker.retryLimit ?? 5, retryDelay: worker.retryDelaySeconds ?? 30, retryBackoff: true };
          if (!existing.has(worker.queue)) await boss.createQueue(worker.queue, { name: worker.queue, policy: worker.policy ?? 'standard', ...retry });
          if (worker.cron) await boss.schedule(worker.queue, worker.cron);
        }
      });
      for (const worker of workers) {
        await boss.work<unknown>(worker.queue, { pollingIntervalSeconds: worker.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
          if (!job) return;
          try {
            await worker.handle(job.data);
          } catch (error) {
            log.warn({ err: error, queue: worker.queue, job: job.id }, 'job failed; pg-boss retries it');
            throw error;
          }
        });
      }
    },

    async backlog() {
      // pg-boss's own fetch index (name, start_after where state < 'active') answers this;
      // 'created' and 'retry' sort before 'active' in its state enum.
      const { rows } = await sql<{ queue: string; due: number; lag: number }>`
        select name as queue, count(*)::int as due, extract(epoch from now() - min(start_after))::float8 as lag
        from pgboss.job where state < 'active' and start_after <= now() group by name`.execute(db);
      return rows.map((row) => ({ queue: row.queue, due: row.due, lagSeconds: Math.max(0, row.lag) }));
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
