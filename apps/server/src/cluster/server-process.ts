import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const REPO = path.resolve(import.meta.dirname, '../../../..');
/** What `npm start` runs (scripts/build-if-stale.mjs bundles it), or the sources through tsx. */
const ENTRIES = {
  built: ['--enable-source-maps', path.join(REPO, 'apps/server/dist/main.mjs')],
  source: ['--import', 'tsx', path.join(REPO, 'apps/server/src/main.ts')],
} as const;
export type ServerEntry = keyof typeof ENTRIES;

/** Output kept for an error message: the end of what a server printed. */
const OUTPUT_KEPT = 200_000;

/**
 * /api/ready's status on a connection of its own, closed after the answer: a kept-alive one
 * (fetch keeps them for the server's 72 s) would hold the process's drain for its whole
 * wait, since only the client closes an idle connection safely (core/operations/graceful-close.ts).
 */
function readyStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const asked = get(url, { agent: false, timeout: 3_000 }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    asked.on('timeout', () => asked.destroy());
    asked.on('error', () => resolve(0));
  });
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ClusterServer {
  port: number;
  url: string;
  pid(): number | undefined;
  /** The end of what the running (or last) process printed. */
  output(): string;
  /** Starts the process and resolves when /api/ready answers 200. */
  start(): Promise<void>;
  /** Sends the signal (SIGTERM: drain and stop) and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<ServerExit>;
}

export interface ServerOptions {
  port: number;
  env: Record<string, string>;
  entry: ServerEntry;
  startLimitMs: number;
  /** Receives every line the process prints (the cluster command shows them). */
  onLine?: (line: string) => void;
}

/**
 * One server process of the cluster on its own port. node runs the server itself (no npm or
 * tsx wrapper between), so SIGTERM reaches the server's drain.
 */
export function clusterServer({ port, env, entry, startLimitMs, onLine }: ServerOptions): ClusterServer {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<ServerExit> = Promise.resolve({ code: 0, signal: null });
  let output = '';
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  return {
    port,
    url,
    pid: () => (running() ? child!.pid : undefined),
    output: () => output,
    async start() {
      if (running()) throw new Error(`the server on ${port} is already running`);
      output = '';
      const started = spawn(process.execPath, [...ENTRIES[entry]], { cwd: REPO, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let partial = '';
      const take = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-OUTPUT_KEPT);
        if (!onLine) return;
        const lines = (partial + text).split('\n');
        partial = lines.pop()!;
        for (const line of lines) onLine(line);
      };
      started.stdout?.on('data', take);
      started.stderr?.on('data', take);
      exited = new Promise((resolve) => started.once('exit', (code, signal) => resolve({ code, signal })));
      const since = Date.now();
      while (Date.now() - since < startLimitMs) {
        if (!running()) throw new Error(`the server on port ${port} ended while starting:\n${output}`);
        const status = await readyStatus(`${url}/api/ready`);
        if (status === 200) return;
        await sleep(200);
      }
      throw new Error(`the server on port ${port} was not ready within ${startLimitMs} ms:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (running()) child!.kill(signal);
      return exited;
    },
  };
}
