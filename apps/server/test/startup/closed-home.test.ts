import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { makeCheckout } from './checkout';

// `git clone … ~/maru && npm start` as root: /root is 0700, and PostgreSQL (which refuses
// root) runs as `postgres`, which could enter neither the checkout's binaries nor its data.
// CI runs as root, so there this proves the fix; as an ordinary user it proves that path.
const asRoot = process.getuid?.() === 0;

let home: string;
let stateDir: string;
let checkout: string;
// What `npm start` runs, from the checkout: the bundle (not tsx, which compiled ~600 files at each of the three starts).
let main: string;
beforeAll(() => {
  home = mkdtempSync(path.join(tmpdir(), 'maru-home-'));
  chmodSync(home, 0o700);
  // Where root keeps what `postgres` must reach; a private one, so the test leaves nothing behind.
  stateDir = mkdtempSync(path.join(tmpdir(), 'maru-state-'));
  checkout = makeCheckout(home);
  main = path.join(checkout, 'apps/server/dist/main.mjs');
});
afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function start(env: Record<string, string>, cwd: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd,
    env: { PATH: process.env.PATH!, HOME: home, PORT: String(port), LOG_LEVEL: 'warn', MARU_SEED_PRODUCTS: '30', MARU_SEED_IMAGES: 'false', MARU_SYSTEM_STATE_DIR: stateDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) return { child, port, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

async function stop(started: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
  started.child.kill('SIGTERM');
  return exited;
}

async function productCount(port: number): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/product/v1/search/cnt`);
  const body = (await answer.json()) as { data: { totalCount: number } };
  return body.data.totalCount;
}

function postgresRunningOn(dir: string): boolean {
  const lines = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n');
  return lines.some((line) => line.includes('postgres') && line.includes(dir));
}

// Each start initialises a cluster and seeds; on a busy 2-core machine that can take a minute.
const START_TEST_MS = 180_000;

describe('first start with the checkout and DATA_DIR inside a 0700 folder', () => {
  it('starts from the checkout, serves the seeded shop, and stops the database on SIGTERM', { timeout: START_TEST_MS }, async () => {
    const started = await start({}, checkout);
    expect(await productCount(started.port)).toBe(30);
    const cluster = path.join(checkout, 'data/pg');
    // As root the cluster lives where `postgres` can reach it, linked from DATA_DIR.
    expect(lstatSync(cluster).isSymbolicLink()).toBe(asRoot);
    expect(await stop(started)).toBe(0);
    expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(false);
    expect(postgresRunningOn(path.join(stateDir, 'clusters'))).toBe(false);
  });

  it('starts from another folder with DATA_DIR elsewhere in the closed folder, and keeps its data on restart', { timeout: START_TEST_MS }, async () => {
    const dataDir = path.join(home, 'elsewhere', 'data');
    const first = await start({ DATA_DIR: dataDir }, tmpdir());
    expect(await productCount(first.port)).toBe(30);
    expect(await stop(first)).toBe(0);
    const again = await start({ DATA_DIR: dataDir, MARU_SEED_PRODUCTS: '30' }, tmpdir());
    expect(again.output()).not.toMatch(/initdb|Error/);
    expect(await productCount(again.port)).toBe(30);
    expect(await stop(again)).toBe(0);
  });

  it('stops with one sentence and no stack trace when a setting is wrong, before the database starts', () => {
    const result = spawnSync(process.execPath, [main], {
      cwd: checkout,
      env: { PATH: process.env.PATH!, PORT: 'abc', DATA_DIR: path.join(home, 'bad-config') },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(['설정 오류 (invalid configuration):', '  - PORT="abc": must be a whole number from 0 to 65535']);
    expect(existsSync(path.join(home, 'bad-config'))).toBe(false);
  }, 30_000);
});
