import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiCode } from '@maru/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSV_MAX_BYTES } from '../src/modules/benefit/console/routes';
import { SHEET_MAX_BYTES } from '../src/modules/catalogue/console/sheets-routes';
import { watchEventLoop } from './event-loop-monitor';
import { signedInStaff, type SignedInStaff } from './factories';
import { serverForTests } from './harness';
import type { HttpClient } from './http-client';
import { answerOf, sendUpload, type WireUploadAnswer } from './multipart-wire';

// The shop keeps answering while a console spreadsheet is read (issue 41): before, a 29 MB
// file of commas held every request for 9 s and a 32 MB cell for 28 s. The server runs in
// this process; the file is sent by another. While it is sent and imported, the event loop
// is watched (event-loop-monitor.ts) and /api/health asked every 10 ms. The bar is the issue's
// 50 ms, for the loop's longest turn of work and for 95 % of the health answers; it runs in
// `npm run test:timing`, alone (12–24 ms of work and health answers of 21–84 ms were measured
// there while a whole CI run went on beside it). The slowest single answer also waits for the
// scheduler, so it is held to a second only: the old reader took 9–28 s.

const server = serverForTests();
const MB = 1024 * 1024;
const BUSY_LIMIT_MS = 50;
const HEALTH_P95_LIMIT_MS = 50;
/** Far above what scheduling alone costs, far below the seconds the old reader held the loop. */
const HEALTH_WALL_LIMIT_MS = 1_000;
let catalogue: SignedInStaff;
let promotions: SignedInStaff;



const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function health(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

/** Asks /api/health every 10 ms while `work` runs; the slowest answer and the event loop's longest stalls. */
async function whileProbing(work: () => Promise<WireUploadAnswer>) {
  await health();
  const loop = watchEventLoop();
  let done = false;
  const answers: number[] = [];
  const probing = (async () => {
    while (!done) {
      answers.push(await health());
      await sleep(10);
    }
  })();
  const answer = await work().finally(() => (done = true));
  await probing;
  answers.sort((a, b) => a - b);
  const p95 = answers[Math.min(answers.length - 1, Math.floor(answers.length * 0.95))] ?? 0;
  return { answer, slowest: answers.at(-1) ?? 0, p95, probes: answers.length, ...loop.stop() };
}

/**
 * The upload sent by another Node process, as a browser elsewhere would: writing 29 MB to a
 * socket costs the sender CPU (the kernel's copy) that would otherwise count as this
 * process's, where the server runs. The file goes through a temporary file.
 */
const SENDER = `
const [url, target, cookie, xsrf, file] = process.argv.slice(1);
const net = require('node:net'), fs = require('node:fs');
const boundary = '----maru-event-loop';
const head = '--' + boundary + '\\r\\ncontent-disposition: form-data; name="file"; filename="big.csv"\\r\\ncontent-type: text/csv\\r\\n\\r\\n';
const tail = '\\r\\n--' + boundary + '--\\r\\n';
const length = Buffer.byteLength(head) + fs.statSync(file).size + Buffer.byteLength(tail);
const { hostname, port } = new URL(url);
const socket = net.connect({ host: hostname, port: Number(port) }, () => {
  socket.write('POST ' + target + ' HTTP/1.1\\r\\nhost: ' + hostname + '\\r\\ncontent-type: multipart/form-data; boundary=' + boundary + '\\r\\ncontent-length: ' + length + '\\r\\ncookie: ' + cookie + '\\r\\nx-xsrf-token: ' + xsrf + '\\r\\n\\r\\n' + head);
  fs.createReadStream(file).on('end', () => socket.write(tail)).pipe(socket, { end: false });
});
// Kept alive, the connection is closed here once the answer is whole (see multipart-wire.ts' answerOf).
let answer = Buffer.alloc(0);
socket.on('data', (chunk) => {
  answer = Buffer.concat([answer, chunk]);
  const end = answer.indexOf('\\r\\n\\r\\n');
  const length = Number(/content-length: *(\\d+)/i.exec(answer.subarray(0, end).toString())?.[1] ?? -1);
  if (end !== -1 && length >= 0 && answer.length >= end + 4 + length) {
    process.stdout.write(answer);
    process.exit(0);
  }
}).on('error', () => {});
`;

let scratch: string;
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function sendFromAnotherProcess(client: HttpClient, target: string, file: Buffer): Promise<WireUploadAnswer> {
  scratch ??= await mkdtemp(path.join(tmpdir(), 'maru-event-loop-'));
  const location = path.join(scratch, 'big.csv');
  await writeFile(location, file);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '');
  const raw = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['-e', SENDER, server.url, target, cookie, xsrf, location], { maxBuffer: 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  return answerOf(Buffer.from(raw))!;
}

const ROUTES = {
  products: { staff: () => catalogue, path: async () => '/api/admin/v1/products/import?dryRun=true', limit: SHEET_MAX_BYTES },
  coupons: {
    staff: () => promotions,
    path: async () => {
      const coupon = await promotions.client.post<{ couponId: number }>('/api/admin/v1/coupons', {
        name: '이벤트 루프', benefitType: 'AMOUNT', amount: 1_000, minOrderAmount: 10_000, scope: 'ALL', channel: 'ISSUE', schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null }, validDays: 7,
      });
      return `/api/admin/v1/coupons/${coupon.body.data!.couponId}/issue/csv?dryRun=true`;
    },
    limit: CSV_MAX_BYTES,
  },
} as const;

beforeAll(async () => {
  [catalogue, promotions] = await Promise.all([signedInStaff(server, 'CATALOGUE'), signedInStaff(server, 'PROMOTIONS')]);
  // The page renderer (React and jsdom, ~0.5 s of loading) loads once the server listens; a page asked waits for it,
  // so the measurements below see the server at work, not finishing its start.
  await fetch(`${server.url}/`);
  for (const target of Object.values(ROUTES)) await sendUpload({ client: target.staff().client, path: await target.path(), file: Buffer.from('번호\r\n1\r\n'), pace: { kind: 'once' } });
});

it.each([
  { what: '29 MB of commas in one line', route: 'products', file: () => Buffer.alloc(29 * MB, ','), refusal: '열이 너무 많습니다' },
  { what: '29 MB of commas in lines of 100', route: 'products', file: () => Buffer.alloc(29 * MB, `${','.repeat(99)}\r\n`), refusal: '50,000행까지' },
  { what: 'one 29 MB cell', route: 'products', file: () => Buffer.alloc(29 * MB, 'x'), refusal: '한 행이 너무 깁니다' },
  { what: 'one 32 MB cell (over the 30 MB limit)', route: 'products', file: () => Buffer.alloc(32 * MB, 'x'), refusal: 413 },
  { what: '29 MB of commas (over the 1 MB limit)', route: 'coupons', file: () => Buffer.alloc(29 * MB, ','), refusal: 413 },
] as const)('the event loop keeps its turns while $route reads $what', { timeout: 60_000 }, async ({ what, route, file, refusal }) => {
  const target = ROUTES[route];
  const bytes = file();
  const path = await target.path();
  const { answer, slowest, p95, probes, wallMs, busyMs } = await whileProbing(() => sendFromAnotherProcess(target.staff().client, path, bytes));
  console.info(
    `${route} import of ${what} (limit ${target.limit / MB} MB): event loop held by work at most ${busyMs.toFixed(1)} ms (wall clock ${wallMs.toFixed(1)} ms); ${probes} /api/health answers, 95 % within ${p95.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
  );
  if (refusal === 413) expect([answer.status, answer.body.code]).toEqual([413, ApiCode.SHEET_TOO_LARGE]);
  else expect(JSON.stringify(answer.body)).toContain(refusal);
  expect(probes).toBeGreaterThan(0);
  expect(busyMs).toBeLessThan(BUSY_LIMIT_MS);
  expect(p95).toBeLessThan(HEALTH_P95_LIMIT_MS);
  expect(slowest).toBeLessThan(HEALTH_WALL_LIMIT_MS);
});
