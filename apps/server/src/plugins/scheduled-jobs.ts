import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigError } from '../config';
import { type Scheduler, type ScheduledJob, startScheduler } from '../core/scheduler';

/** Half a minute after the start: the first round stays off the start-up path (seeding, first requests). */
const DEFAULT_FIRST_RUN_AFTER_MS = 30_000;

/**
 * Runs the modules' scheduled jobs (`ServerModule.jobs`) while the app is up: started
 * once the app is ready, stopped (waiting for a running round) when it closes.
 * MARU_JOBS_FIRST_RUN_MS moves the first round (tests make it short).
 */
export const scheduledJobsPlugin = fp(async (app: FastifyInstance, { jobs }: { jobs: readonly ScheduledJob[] }) => {
  const firstRunAfterMs = firstRunDelay(app.config.env.MARU_JOBS_FIRST_RUN_MS);
  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler(jobs, { db: app.db, log: app.log, firstRunAfterMs });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
});

function firstRunDelay(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_FIRST_RUN_AFTER_MS;
  if (!/^\d{1,9}$/.test(text)) throw new ConfigError([`MARU_JOBS_FIRST_RUN_MS=${JSON.stringify(text)}: must be a whole number of milliseconds`]);
  return Number(text);
}
