import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/time/clock';
import type { JobQueue } from '../../core/jobs/job-queue';
import type { Database } from '../../db/database';
import { paymentGateway } from './payment';
import type { PaymentGateway } from './payment/types';

/** What the order flows need from the app, in one place so handlers and jobs share them. */
export interface OrderDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  /** The job queue is decorated after the modules' routes are registered, so it is read when used. */
  readonly jobs: JobQueue;
  log: FastifyBaseLogger;
  clock: Clock;
}

const depsByApp = new WeakMap<FastifyInstance, OrderDeps>();

export function orderDeps(app: FastifyInstance): OrderDeps {
  let deps = depsByApp.get(app);
  if (!deps) {
    deps = {
      db: app.db,
      gateway: paymentGateway(app),
      get jobs() {
        return app.jobQueue;
      },
      log: app.log,
      clock: app.clock,
    };
    depsByApp.set(app, deps);
  }
  return deps;
}
