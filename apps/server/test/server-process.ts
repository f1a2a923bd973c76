import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const REPO = path.resolve(import.meta.dirname, '../../..');
/** What `npm start` runs: the server bundled by scripts/build-if-stale.mjs. */
export const BUILT_MAIN = path.join(REPO, 'apps/server/dist/main.mjs');

/** Builds the server as `npm start` does (only when its sources changed since the last build). */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: REPO, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server did not build:\n${build.stdout}${build.stderr}`);
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  exited: Promise<ServerExit>;
}

/**
 * The real server in a process of its own, from the repository's root, as `npm start` runs
 * it: the bundle (apps/server/dist/main.mjs), which the API tests' global setup builds when its
 * sources changed. Compiling ~600 TypeScript files with tsx took 3 s of each start idle and
 * 10-30 s in the four-worker API run, where these starts were among the slowest files (issue
 * 42). `built: false` runs src/main.ts with node --import tsx instead (not the tsx command: a
 * signal must reach the server itself, not a wrapper that relays it). `env` comes on top of
 * this process's.
 */
export function spawnServer(env: Record<string, string>, { built = true } = {}): ServerProcess {
  const entry = built ? ['--enable-source-maps', BUILT_MAIN] : ['--import', 'tsx', MAIN];
  const child = spawn(process.execPath, entry, { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}
