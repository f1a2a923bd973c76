import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const REPO = path.resolve(import.meta.dirname, '../../..');

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
 * The real server (src/main.ts) in a process of its own, from the repository's root, as
 * `npm start` runs it. node --import tsx, not the tsx command: a signal must reach the
 * server itself, not a wrapper that relays it. `env` comes on top of this process's.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}
