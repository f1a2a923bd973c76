import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SHOP_SERVER_COMMAND, shopServerEnv } from './shop-server';

// `tsx e2e/prepare-shop.ts`: the browser tests' shop started once on its data dir and stopped
// again, so that its first start (migrations, the seeded catalogue and every picture drawn,
// ~65 s in CI) is paid while npm test's fuzzer runs, which leaves a core idle (issue 42), and
// the browser tests' own start only opens the database. On a data dir already seeded it only
// starts and stops.

const repoRoot = path.resolve(import.meta.dirname, '..');
const LIMIT_MS = 300_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const port = await freePort();
const [command, ...args] = SHOP_SERVER_COMMAND;
const server = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...shopServerEnv(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
const started = Date.now();
let up = false;
while (!up && Date.now() - started < LIMIT_MS) {
  if (server.exitCode !== null) break;
  up = await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false);
  if (!up) await sleep(500);
}
server.kill('SIGTERM');
const code = await exited;
console.log(up ? `the browser tests' shop is seeded (${Math.round((Date.now() - started) / 1000)} s)` : `the browser tests' shop did not start within ${LIMIT_MS / 1000} s (exit ${code})`);
process.exit(up ? 0 : 1);
