import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Clock } from '../src/core/time/clock';
import type { ServerModule } from '../src/core/module';
import { openPools } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { modules as allModules } from '../src/modules';
import { withDatabase } from './global-setup';
import { HttpClient } from './http-client';

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
  /** http://127.0.0.1:<port> of the listening server. */
  url: string;
  /** A new browser-like visitor with its own cookie jar. */
  client: () => HttpClient;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  modules?: readonly ServerModule[];
  /**
   * The server's clock (default: the machine's). Tests whose outcome depends on the day
   * (opening hours, deadlines) pass one (`clockFrom`) so they pass on every day they run.
   */
  clock?: Clock;
  /** Receives the server's log lines (pino JSON) instead of stdout; pick the level with env.LOG_LEVEL. */
  logStream?: { write: (line: string) => void };
}

/**
 * A real server on a real port over a fresh copy of the seeded template database.
 * Call once per test file (beforeAll) and close it in afterAll.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = inject('adminUrl');
  const database = `maru_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${inject('templateDatabase')}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'maru-data-'));
  // Each server counts its request limits in its own Redis key space (with REDIS_URL), so
  // parallel files and earlier runs never share counters.
  const redisPrefix = `test:${randomUUID()}:`;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', MARU_REDIS_PREFIX: redisPrefix, ...options.env });
  const pools = openPools(withDatabase(adminUrl, database), { max: 5 });
  const { db } = pools;
  const app = await buildApp({ config, db, searchDb: pools.searchDb, databaseUrl: pools.url, modules: options.modules ?? allModules, clock: options.clock, logStream: options.logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    db,
    config,
    url,
    client: () => new HttpClient(url),
    close: async () => {
      await app.close();
      await pools.destroy();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}


/**
 * The one server of the tests around the call (a test file, or a describe block): started in
 * beforeAll, before the hooks registered after it (which may already use it), and closed in
 * afterAll. Answers a stand-in that reaches the started server, so a test file says
 * `const server = serverForTests(startXServer)` instead of repeating the let/beforeAll/afterAll
 * preamble.
 */
export function serverForTests(start: () => Promise<TestServer> = () => startTestServer()): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started) throw new Error('the test server starts in beforeAll: use it inside hooks and tests, not while the file loads');
    return started;
  };
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get url() {
      return current().url;
    },
    client: () => current().client(),
    close: () => current().close(),
  };
}
