import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { FIRST_PRODUCT_NO } from '../../src/modules/catalogue/seed/products';
import { spawnServer } from '../server-process';

// A first start answers before the catalogue's pictures are drawn and draws them meanwhile
// (issue 23: drawing them first made `npm start` take over a minute). The log says when the
// shop opened and when the pictures were ready, in that order; the shop answers in between.
const START_LIMIT_MS = 150_000;

let dataDir: string;
let port: number;
let server: ChildProcess;
let output = () => '';
let exited: Promise<unknown>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'maru-pictures-'));
  chmodSync(dataDir, 0o755);
  port = await freePort();
  // Pictures on (the default); a small catalogue so the drawing is short.
  ({ child: server, output, exited } = spawnServer({
    NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', MARU_SEED_PRODUCTS: '40', MARU_SEED_IMAGES: '',
  }));
}, 10_000);

afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const since = Date.now();
  while (Date.now() - since < START_LIMIT_MS) {
    if (server.exitCode !== null) throw new Error(`the server ended while ${what}:\n${output()}`);
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out while ${what}:\n${output()}`);
}

const answers = (url: string) => fetch(`http://127.0.0.1:${port}${url}`).then((answer) => answer.status, () => 0);

describe('a first start with pictures', () => {
  it('answers first, draws the pictures meanwhile, then serves them', { timeout: START_LIMIT_MS * 2 }, async () => {
    await until(async () => (await answers('/api/health')) === 200, 'starting');
    // The shop is usable now, whether or not the pictures are done.
    expect(await answers('/api/category/v1/all')).toBe(200);
    await until(() => output().includes('pictures ready'), 'drawing the pictures');
    const opened = output().indexOf('is open at');
    expect(opened).toBeGreaterThan(-1);
    expect(output().indexOf('drawing the missing ones')).toBeGreaterThan(opened);
    expect(output().indexOf('pictures ready')).toBeGreaterThan(opened);

    expect(await answers(`/media/products/${FIRST_PRODUCT_NO}/320.webp`)).toBe(200);
  });
});
