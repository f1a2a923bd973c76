import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Scheduler, type ScheduledJob, startScheduler } from '../core/jobs/scheduler';

/**
 * Runs the modules' scheduled jobs (`ServerModule.jobs`) while the app is up: started
 * once the app is ready, stopped (waiting for a running round) when it closes.
 * MARU_JOBS_FIRST_RUN_MS (config.jobsFirstRunMs) moves the first round (tests make it short).
 */
export const scheduledJobsPlugin = fp(async (app: FastifyInstance, { jobs }: { jobs: readonly ScheduledJob[] }) => {
  const firstRunAfterMs = app.config.jobsFirstRunMs;
  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler(jobs, { db: app.db, log: app.log, firstRunAfterMs, clock: app.clock });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
});

