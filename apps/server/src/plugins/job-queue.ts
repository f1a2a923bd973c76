import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../core/jobs/job-queue';
import type { ServerModule } from '../core/module';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL job queue (pg-boss): modules send jobs here; their workers run them. */
    jobQueue: JobQueue;
  }
}

/**
 * One job queue per app on the app's database. The queue exists from registration (routes
 * may send jobs), its workers start once the app is ready and stop, waiting for jobs in
 * hand, when it closes: before the caller destroys the database pool.
 */
export const jobQueuePlugin = fp(async (app: FastifyInstance, { modules }: { modules: readonly ServerModule[] }) => {
  const queue = createJobQueue({ db: app.db, log: app.log });
  app.decorate('jobQueue', queue);
  app.addHook('onReady', async () => {
    await queue.start(modules.flatMap((module) => module.queueWorkers?.(app) ?? []));
  });
  app.addHook('onClose', async () => {
    await queue.stop();
  });
});
