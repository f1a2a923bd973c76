import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import { connect } from '../../../db/connect';
import type { Database } from '../../../db/database';
import { startEmbeddedPostgres } from '../../../db/embedded';
import { runningClusterPort } from './running-cluster';

// The embedded cluster's account and database (db/embedded.ts): local to this machine,
// listening on 127.0.0.1 only.
const embeddedUrl = (port: number) => `postgres://maru:maru@127.0.0.1:${port}/maru`;

export interface CommandDatabase {
  db: Kysely<Database>;
  /** Where it came from, for the command's output. */
  source: 'DATABASE_URL' | 'the running shop' | 'the embedded database';
  close: () => Promise<void>;
}

/**
 * The shop's database for a one-off command, without migrating or seeding: DATABASE_URL;
 * else the embedded cluster under DATA_DIR — through the running shop's PostgreSQL when the
 * shop is up (a cluster can only be opened by one process, so starting a second would
 * fail), else started for the command and stopped after it.
 */
export async function openCommandDatabase(config: AppConfig): Promise<CommandDatabase> {
  if (config.databaseUrl) {
    const db = connect(config.databaseUrl, { max: 1 });
    return { db, source: 'DATABASE_URL', close: () => db.destroy() };
  }
  const clusterDir = path.join(config.dataDir, 'pg');
  const port = runningClusterPort(clusterDir);
  if (port !== undefined) {
    const db = connect(embeddedUrl(port), { max: 1 });
    return { db, source: 'the running shop', close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(clusterDir);
  const db = connect(embedded.url, { max: 1 });
  return {
    db,
    source: 'the embedded database',
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
