import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connect, openPools } from '../../db/connect';
import type { Database } from '../../db/database';
import { modules } from '../../modules';
import { withDatabase } from '../../../test/global-setup';
import type { TestServer } from '../../../test/harness';
import { HttpClient } from '../../../test/http-client';

// Two server processes of one shop, as the sandbox tests need them: two pools on one fresh
// database (what two processes' stores share, without the servers), or a second server on
// a test server's database.

export interface SharedDatabase {
  /** Two pools with their own connections, as two processes would hold. */
  first: Kysely<Database>;
  second: Kysely<Database>;
  close(): Promise<void>;
}

/** A fresh copy of the migrated template database, reached through two separate pools. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const adminUrl = inject('adminUrl');
  const database = `maru_sb_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${inject('templateDatabase')}`);
  const first = connect(withDatabase(adminUrl, database), { max: 4 });
  const second = connect(withDatabase(adminUrl, database), { max: 4 });
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.destroy(), second.destroy()]);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A second server on the database of `first`, with its own pools and DATA_DIR and the
 * first one's settings and secret, as a second process of one shop would be (after the
 * media module's twin, which also brings a bucket).
 */
export async function startSecondProcess(first: TestServer): Promise<TestServer> {
  const { database } = await first.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('database')).executeTakeFirstOrThrow();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maru-second-'));
  const config = loadConfig({ ...first.config.env, DATA_DIR: dataDir, MARU_SECRET: first.config.secret });
  const pools = openPools(withDatabase(inject('adminUrl'), database), { max: 5 });
  const app = await buildApp({ config, db: pools.db, searchDb: pools.searchDb, databaseUrl: pools.url, modules });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    db: pools.db,
    config,
    url,
    client: () => new HttpClient(url),
    close: async () => {
      await app.close();
      await pools.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
