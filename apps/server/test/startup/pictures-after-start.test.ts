import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { FIRST_PRODUCT_NO } from '../../src/modules/catalogue/seed/products';
import { LOADED_ON_FIRST_USE } from '../../src/core/operations/heavy-libraries';
import { BUILT_MAIN, buildServer, spawnServer } from '../server-process';

// A first start answers before the catalogue's pictures are drawn and draws them meanwhile
// (issue 23: drawing them first made `npm start` take over a minute). The log says when the
// shop opened and when the pictures were ready, in that order; the shop answers in between.
// It runs the server as `npm start` does: bundled, with the heavy libraries (sharp, pdfkit,
// the S3 client) loaded on first use, so a later start answers within 3 s (issue 23).
const START_LIMIT_MS = 150_000;

let dataDir: string;
let port: number;
let server: ChildProcess;
let output = () => '';
let exited: Promise<unknown>;

beforeAll(async () => {
  buildServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'maru-pictures-'));
  chmodSync(dataDir, 0o755);
  port = await freePort();
  // Pictures on (the default); a small catalogue so the drawing is short.
  ({ child: server, output, exited } = spawnServer({
    NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', MARU_SEED_PRODUCTS: '40', MARU_SEED_IMAGES: '',
  }, { built: true }));
}, 60_000);

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

describe('the server npm start runs', () => {
  it('imports none of the heavy libraries at start: each is loaded by the first request that needs it', () => {
    const bundle = readFileSync(BUILT_MAIN, 'utf8');
    const staticImports = bundle.split('\n').filter((line) => line.startsWith('import '));
    expect(staticImports.length).toBeGreaterThan(10);
    for (const library of LOADED_ON_FIRST_USE) {
      const quoted = JSON.stringify(library);
      expect(staticImports.filter((line) => line.includes(quoted)), library).toEqual([]);
      expect(bundle, library).toContain(`import(${quoted})`);
    }
  });
});

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

  it('loads pdfkit and sharp when a document and a map are first asked for', { timeout: 60_000 }, async () => {
    let documentPath: string | undefined;
    for (let productNo = FIRST_PRODUCT_NO; !documentPath && productNo < FIRST_PRODUCT_NO + 40; productNo++) {
      const answer = (await (await fetch(`http://127.0.0.1:${port}/api/product/v1/${productNo}/documents`)).json()) as { data: { documents: { path: string }[] } };
      documentPath = answer.data.documents[0]?.path;
    }
    expect(documentPath).toBeDefined();
    const pdf = await fetch(`http://127.0.0.1:${port}/api${documentPath}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const map = await fetch(`http://127.0.0.1:${port}/showroom-map/seongsu.webp`);
    expect(map.headers.get('content-type')).toBe('image/webp');
    expect((await map.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
