import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { sandboxToken } from '../../src/plugins/sandbox-gate';
import { withDatabase } from '../global-setup';
import { BUILT_MAIN } from '../server-process';
import { TEST_SEED } from '../test-config';

// The start rule as an operator meets it: `HOST=0.0.0.0 npm start` on a machine without
// provider keys, then the same with MARU_SANDBOXES=on.
const REPO = path.resolve(import.meta.dirname, '../../../..');
const SECRET = 'startup-exposure-secret-0123456789abcdef';
const START_LIMIT_MS = 90_000;

/** Only what a start needs: no provider key of the machine running the tests can leak in. */
const bareEnv = (env: Record<string, string>) => ({ PATH: process.env.PATH!, NODE_ENV: 'development', MARU_SECRET: SECRET, ...env });

const scratch = mkdtempSync(path.join(tmpdir(), 'maru-exposure-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a start facing the network', () => {
  it('stops with one sentence naming the missing keys and exit code 2, before the database starts', () => {
    const dataDir = path.join(scratch, 'refused');
    const result = spawnSync(process.execPath, ['--enable-source-maps', BUILT_MAIN], { cwd: REPO, env: bareEnv({ HOST: '0.0.0.0', DATA_DIR: dataDir }), encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      '설정 오류 (invalid configuration):',
      '  - HOST=0.0.0.0 serves the network, but these providers have no keys and would run as sandboxes anyone can use: KAKAO_CLIENT_ID, NAVER_CLIENT_ID/NAVER_CLIENT_SECRET, PORTONE_IMP_KEY/PORTONE_IMP_SECRET, SOLAPI_API_KEY/SOLAPI_API_SECRET/SOLAPI_SENDER. Set them, or MARU_SANDBOXES=on if a sandbox on the network is intended.',
    ]);
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);

  it('starts with MARU_SANDBOXES=on, prints the sandbox token, and keeps the outbox from strangers', { timeout: START_LIMIT_MS + 30_000 }, async () => {
    // A copy of the seeded test database, so this start neither initialises PostgreSQL nor seeds.
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    const database = `maru_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await admin.query(`create database ${database} template ${inject('templateDatabase')}`);
    const port = await freePort();
    let output = '';
    const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', BUILT_MAIN], {
      cwd: REPO,
      env: bareEnv({
        HOST: '0.0.0.0',
        MARU_SANDBOXES: 'on',
        PORT: String(port),
        DATA_DIR: path.join(scratch, 'started'),
        DATABASE_URL: withDatabase(inject('adminUrl'), database),
        LOG_LEVEL: 'warn',
        MARU_SEED_PRODUCTS: String(TEST_SEED.products),
        MARU_SEED_IMAGES: 'false',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const since = Date.now();
      while (!(await fetch(`${base}/api/health`).then((answer) => answer.ok, () => false))) {
        if (server.exitCode !== null || Date.now() - since > START_LIMIT_MS) throw new Error(`the server did not start:\n${output}`);
        await sleep(300);
      }
      const token = sandboxToken(SECRET);
      expect(output.split('\n').filter((line) => line.includes(token))).toHaveLength(1);
      const outbox = (headers: Record<string, string>) => fetch(`${base}/sandbox/outbox/messages`, { headers }).then((answer) => answer.status);
      expect(await outbox({ 'x-forwarded-for': '203.0.113.7' })).toBe(404);
      expect(await outbox({ 'x-forwarded-for': '203.0.113.7', 'x-sandbox-token': token })).toBe(200);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGKILL');
        await exited;
      }
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });
});
