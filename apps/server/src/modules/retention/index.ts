import type { ServerModule } from '../../core/module';
import { retentionWorkers } from './jobs';

/**
 * Members' data over time (issue 28, docs/member-data-retention.md): the jobs that keep the
 * promises of the privacy policy and the terms (spec 02 §9). A module of its own because the
 * rules reach the rows of identity, address, order, inquiry and message, each through its
 * index, and identity may not import the modules that import it.
 */
export const retentionModule: ServerModule = {
  name: 'retention',
  migrations: {},
  queueWorkers: (app) => retentionWorkers({ db: app.db, log: app.log, clock: app.clock, periods: app.config.retention }),
};

export { runRetention, RETENTION_RULES } from './jobs';
