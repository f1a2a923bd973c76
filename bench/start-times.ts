import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../apps/server/src/db/embedded';
import { repoRoot } from './processes';

// `npm run bench:start` (part of `npm run bench`): what a new user waits for, in a fresh
// clone of this checkout's HEAD: `npm install`, the first `npm start` until the shop answers
// and until its pictures are drawn, and a second start until it answers (issue 23: ≤ 20 s
// and ≤ 3 s). The clone, its node_modules and its data are removed afterwards.

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (label: string, value: string) => console.log(`${label.padEnd(30)}${value}`);

const folder = mkdtempSync(path.join(tmpdir(), 'maru-start-'));
const checkout = path.join(folder, 'maru');
// Run as root, the embedded PostgreSQL's cluster lives where `postgres` can reach it: a
// private one here (beside the clone, not inside its closed folder), removed with the rest.
const stateDir = mkdtempSync(path.join(tmpdir(), 'maru-start-state-'));
try {
  execFileSync('git', ['clone', '--quiet', repoRoot, checkout]);
  let since = Date.now();
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: checkout, stdio: 'ignore' });
  line('npm install', seconds(Date.now() - since));

  const first = await start(checkout);
  line('first npm start answers', `${seconds(first.answeredMs)} (web build, database, migrations, seed)`);
  since = Date.now();
  while (!first.output().includes('pictures ready')) {
    if (Date.now() - since > 600_000) throw new Error('the pictures were not ready within 10 minutes');
    await sleep(250);
  }
  line('first start, pictures ready', seconds(first.answeredMs + Date.now() - since));
  await stop(first.child);
  for (let run = 1; run <= 3; run += 1) {
    const again = await start(checkout);
    line(`later start ${run} answers`, seconds(again.answeredMs));
    await stop(again.child);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
}

async function start(cwd: string): Promise<{ child: ChildProcess; answeredMs: number; output: () => string }> {
  const port = await freePort();
  const since = Date.now();
  // npm start as a user runs it, in its own process group so that stopping it stops the server too.
  const child = spawn('npm', ['start'], { cwd, detached: true, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', MARU_SYSTEM_STATE_DIR: stateDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start ended:\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false);
    if (answered) return { child, answeredMs: Date.now() - since, output: () => output };
    if (Date.now() - since > 600_000) throw new Error(`npm start did not answer within 10 minutes:\n${output}`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  // The embedded PostgreSQL stops after the server: the next start waits until it has.
  const pidFile = path.join(checkout, 'data/pg/postmaster.pid');
  for (let waited = 0; existsSync(pidFile) && waited < 30_000; waited += 250) await sleep(250);
}
