import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { seedAll } from '../src/db/seed';
import { modules } from '../src/modules';
import { buildServer } from './server-process';
import { TEST_SEED, testLogger } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to a database on the test server from which per-file databases are made. */
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run — the embedded one, or TEST_DATABASE_URL (CI's
 * PostgreSQL 15) — and one migrated, seeded template database; every test file clones
 * the template, so files run in parallel without seeing each other's writes.
 */
export default async function setup(project: TestProject) {
  // The tests that start the server as a process run the bundle npm start runs (server-process.ts).
  buildServer();
  const workDir = mkdtempSync(path.join(tmpdir(), 'maru-test-'));
  // Run as root, PostgreSQL runs as the `postgres` user, which must be able to enter here.
  chmodSync(workDir, 0o755);
  const external = process.env.TEST_DATABASE_URL;
  const embedded = external ? undefined : await startEmbeddedPostgres(path.join(workDir, 'pg'));
  const adminUrl = external ?? embedded!.url;
  const templateDatabase = `maru_template_${process.pid}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);

  const db = connect(withDatabase(adminUrl, templateDatabase), { max: 2 });
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: workDir });
  await migrateToLatest(db, modules);
  await seedAll(modules, { db, config, log: testLogger, options: TEST_SEED });
  await db.destroy();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    // Per-file databases are dropped by their files; the template goes last.
    await admin.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.end();
    await embedded?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
