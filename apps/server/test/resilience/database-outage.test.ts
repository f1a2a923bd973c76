import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { CONNECT_TIMEOUT_MS, openPools, type Pools } from '../../src/db/connect';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../src/db/embedded';
import { migrateToLatest } from '../../src/db/migrate';
import { seedAll } from '../../src/db/seed';
import { modules } from '../../src/modules';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/plugins/errors';
import { HttpClient } from '../http-client';
import { TEST_SEED, testLogger } from '../test-config';
import { type Observed, observe, type Probe, steadyLoad } from './steady-load';

/** A request may wait for a connection this long, plus time to answer; longer is a hang. */
const HANG_LIMIT_MS = CONNECT_TIMEOUT_MS + 1_000;
const OUTAGE_MS = 2_500;
/** After the database is back, every kind of request must be served again within this. */
const RECOVERY_LIMIT_MS = 5_000;

// This file stops and restarts a PostgreSQL of its own, so the shared test database is untouched.
let workDir: string;
let pgDir: string;
let pgPort: number;
let database: EmbeddedDatabase;
let pools: Pools;
let app: FastifyInstance;
let url: string;
let idleErrors = 0;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'maru-outage-'));
  // Run as root, PostgreSQL runs as the `postgres` user, which must be able to enter here.
  chmodSync(workDir, 0o755);
  pgDir = path.join(workDir, 'pg');
  // A fixed port, so the restarted server is where the pools' connection string points.
  pgPort = await freePort();
  database = await startEmbeddedPostgres(pgDir, undefined, { port: pgPort });
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: workDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  pools = openPools(database.url, { max: 5, onIdleError: () => void (idleErrors += 1) });
  await migrateToLatest(pools.db, modules);
  await seedAll(modules, { db: pools.db, config, log: testLogger, options: TEST_SEED });
  app = await buildApp({ config, db: pools.db, searchDb: pools.searchDb, modules });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await pools?.destroy();
  await database?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The requests a shopper's browsing sends, covering both pools and the cached code list. */
async function shopperProbes(): Promise<Record<string, Probe>> {
  const visitor = new HttpClient(url);
  const listed = await visitor.post<{ productList: Array<{ productNo: number }> }>('/api/product/v1/search/list', { page: 1, size: 100 });
  const productNos = listed.body.data!.productList.map((product) => product.productNo);
  // The visitor's cookies and XSRF token, sent by every request of the load.
  const headers = {
    'content-type': 'application/json',
    cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(visitor.cookies.get('XSRF-TOKEN') ?? ''),
  };
  // Each list request asks for a page not asked before (3,000 products make 150 pages of 20),
  // so none is answered from the list cache and the outage is met on both pools, not hidden.
  let pagesAsked = 0;
  const page = () => 1 + (pagesAsked++ % 150);
  const post = (body: unknown) => (signal: AbortSignal) => fetch(`${url}/api/product/v1/search/list`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  return {
    // Reads through app.db.
    list: (signal) => post({ page: page(), size: 20 })(signal),
    // Reads through app.searchDb, the second pool.
    keywordList: (signal) => post({ keyword: '타일', page: page(), size: 20 })(signal),
    detail: (signal) => fetch(`${url}/api/product/v1?productNo=${productNos[Math.floor(Math.random() * productNos.length)]}`, { headers, signal }),
    codes: (signal) => fetch(`${url}/api/code/v1/all/list`, { headers, signal }),
  };
}

const served = (answer: Observed) => answer.status === 200 && (answer.body as { code?: unknown }).code === 0;
const refusedForOutage = (answer: Observed) =>
  answer.status === 503 &&
  answer.retryAfter === '5' &&
  JSON.stringify(answer.body) === JSON.stringify({ code: 999, message: DATABASE_UNAVAILABLE_MESSAGE });

/** Polls one kind of request until it is served; resolves with how long that took. */
async function timeUntilServed(kind: string, probe: Probe): Promise<number> {
  const since = Date.now();
  while (Date.now() - since < RECOVERY_LIMIT_MS * 2) {
    if (served(await observe(kind, probe, HANG_LIMIT_MS))) return Date.now() - since;
    await sleep(50);
  }
  return Infinity;
}

/** Waits (at most 15 s) until the load has seen enough; the machine's speed sets how long. */
async function until(enough: () => boolean): Promise<void> {
  const since = Date.now();
  while (!enough() && Date.now() - since < 15_000) await sleep(100);
}

describe('PostgreSQL stopped under load and started again', () => {
  it('answers 503/999 meanwhile, never 500 or a hang, and serves again by itself', { timeout: 60_000 }, async () => {
    const probes = await shopperProbes();
    const load = steadyLoad(probes, { loops: 6, limitMs: HANG_LIMIT_MS });
    // Warm first: the first answers pay for caches and compilation.
    await until(() => load.observed.filter(served).length >= 30);

    const outageStartedAt = Date.now();
    await database.stop();
    await sleep(OUTAGE_MS);
    database = await startEmbeddedPostgres(pgDir, undefined, { port: pgPort });
    const restartedAt = Date.now();

    const recovery = Object.fromEntries(await Promise.all(Object.entries(probes).map(async ([kind, probe]) => [kind, await timeUntilServed(kind, probe)] as const)));
    const recoveredAt = Date.now();
    await until(() => load.observed.filter((answer) => answer.startedAt >= recoveredAt).length >= 30);
    await load.stop();
    const { observed } = load;

    // Inclusive: the warm-up counted answers that may have ended in the very millisecond the outage began.
    const before = observed.filter((answer) => answer.endedAt <= outageStartedAt);
    const during = observed.filter((answer) => answer.startedAt >= outageStartedAt && answer.endedAt < restartedAt);
    const afterRecovery = observed.filter((answer) => answer.startedAt >= recoveredAt);
    const outcome = (answer: Observed) => answer.failure ?? `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;

    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.filter((answer) => !served(answer)).map(outcome)).toEqual([]);
    // Every answer of the whole run: served or refused for the outage; no 500, no dropped
    // connection, nothing over the hang limit (a timed-out request is recorded as a failure).
    expect(observed.filter((answer) => !served(answer) && !refusedForOutage(answer)).map(outcome)).toEqual([]);
    expect(Math.max(...observed.map((answer) => answer.endedAt - answer.startedAt))).toBeLessThan(HANG_LIMIT_MS);
    // The outage was really met, on both pools, and idle connections were dropped without a crash.
    const refusedKinds = new Set(during.filter(refusedForOutage).map((answer) => answer.kind));
    expect(refusedKinds).toContain('list');
    expect(refusedKinds).toContain('keywordList');
    expect(idleErrors).toBeGreaterThan(0);
    // Back without a restart of the app.
    for (const kind of Object.keys(probes)) expect(recovery[kind], kind).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(afterRecovery.length).toBeGreaterThanOrEqual(30);
    expect(afterRecovery.filter((answer) => !served(answer)).map(outcome)).toEqual([]);
  });
});
