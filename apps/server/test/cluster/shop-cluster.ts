import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Cluster, startCluster } from '../../src/cluster/cluster';
import { NGINX } from '../../src/cluster/nginx';
import { connect } from '../../src/db/connect';
import type { Database } from '../../src/db/database';
import { freePort } from '../../src/db/embedded';
import { withDatabase } from '../global-setup';
import { HttpClient } from '../http-client';

// Two (or N) real server processes and Debian's nginx on CI's PostgreSQL and Redis, with an
// S3-compatible bucket (s3rver): the cluster tests' shop. Each run gets a new database, a
// Redis key space and a bucket of its own, and removes them when it closes.

/**
 * The cluster needs what CI gives its `npm test` (and `npm run test:api:external` here): a PostgreSQL server for
 * TEST_DATABASE_URL and a Redis. Without them (plain `npm test` on the embedded database)
 * the suite is skipped, and says so.
 */
export const externalServices = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
export const SKIPPED_WHY =
  'cluster tests skipped: they need TEST_DATABASE_URL and REDIS_URL (CI: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379, as npm run test:api:external sets)';

/** Two compiling (tsx) starts share two cores with the rest of the run. */
export const CLUSTER_START_LIMIT_MS = 240_000;

const REPO = path.resolve(import.meta.dirname, '../../../..');
/** The web build for the page tests: npm test builds it before the API tests; WEB_DIST names another. */
const webDist = () => {
  const folder = process.env.WEB_DIST ?? path.join(REPO, 'apps/web/dist');
  return existsSync(path.join(folder, 'index.html')) ? folder : undefined;
};

/** Limits the tests' many sign-ups and uploads from 127.0.0.1 would reach; the guest-id limit stays as shipped. */
const TEST_LIMITS = [
  'certify-start.perIp=1000', 'certify-complete.perIp=1000', 'join.perIp=1000', 'staff-sign-in.perIp=1000',
  'media-upload.perIp=1000', 'console-product-images.perIp=1000', 'order-sheet.perIp=1000', 'order-place.perIp=1000', 'order-complete.perIp=1000',
].join(',');

export interface TestBucket {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on a free port with one bucket, its objects in a temporary folder. */
async function startBucket(): Promise<TestBucket> {
  // Named at run time: s3rver ships no types (the media module declares the part it uses).
  const s3rverModule = 's3rver';
  const { default: S3rver } = (await import(s3rverModule)) as { default: new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> } };
  const directory = mkdtempSync(path.join(tmpdir(), 'maru-cluster-s3-'));
  const bucket = 'maru-cluster';
  const server = new S3rver({ port: await freePort(), address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      // s3rver checks a signature's form, not its keys.
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface ShopCluster {
  cluster: Cluster;
  /** The cluster's own database, for setting up and reading what the API does not show. */
  db: Kysely<Database>;
  secret: string;
  /** A new browser (its own cookie jar) at a door: a process's port, or nginx. */
  visitor(door: string): HttpClient;
  close(): Promise<void>;
}

export interface ShopClusterOptions {
  processes?: number;
  env?: Record<string, string>;
}

/** Debian's nginx, installed with apt-get when missing (as root, as CI runs), as the browser tests install Chromium. */
function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const installed = spawnSync('bash', [path.join(REPO, 'scripts/ensure-nginx.sh')], { encoding: 'utf8' });
  if (installed.status !== 0) throw new Error(`nginx is missing and could not be installed:\n${installed.stdout}${installed.stderr}`);
}

/** A new database cloned from the run's seeded template, a bucket, and the processes behind nginx. */
export async function startShopCluster({ processes = 2, env = {} }: ShopClusterOptions = {}): Promise<ShopCluster> {
  ensureNginx();
  const adminUrl = inject('adminUrl');
  const database = `maru_cluster_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${inject('templateDatabase')}`);
  const bucket = await startBucket();
  const workDir = mkdtempSync(path.join(tmpdir(), 'maru-cluster-'));
  // Run as root, nothing here needs more; the folder holds each process's DATA_DIR and nginx's prefix.
  chmodSync(workDir, 0o755);
  const secret = randomBytes(32).toString('hex');
  const web = webDist();
  const databaseUrl = withDatabase(adminUrl, database);
  const db = connect(databaseUrl, { max: 3 });
  const dropAll = async () => {
    await db.destroy();
    await bucket.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  };
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      processes,
      entry: 'source',
      workDir,
      startLimitMs: CLUSTER_START_LIMIT_MS,
      env: {
        NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL!, MARU_REDIS_PREFIX: `test:${database}:`,
        // The same secret on every process: XSRF keys, sessions and grants made by one are read by the others.
        MARU_SECRET: secret,
        // nginx in front names the client (X-Forwarded-For), and the sandboxes stay on for the tests.
        TRUST_PROXY: '1', MARU_SANDBOXES: 'on',
        MARU_SEED_PRODUCTS: '400', MARU_SEED_IMAGES: 'false', MARU_RATE_LIMITS: TEST_LIMITS,
        ...(web ? { WEB_DIST: web } : {}),
        ...bucket.env,
        ...env,
      },
    });
  } catch (error) {
    await dropAll();
    throw error;
  }
  return {
    cluster,
    db,
    secret,
    visitor: (door) => new HttpClient(door),
    close: async () => {
      await cluster.stop();
      await dropAll();
    },
  };
}

/** The same browser (one cookie jar, one XSRF pair) going in through another door. */
export function sameBrowserAt(browser: HttpClient, door: string): HttpClient {
  return Object.assign(new HttpClient(door), { cookies: browser.cookies });
}
