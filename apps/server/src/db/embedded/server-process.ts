import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries';
import { type RunAs, StartupError } from './reach';

export interface ClusterSettings {
  binaries: PostgresBinaries;
  dir: string;
  runAs: RunAs;
  user: string;
  password: string;
  initdbFlags: readonly string[];
  log: (line: string) => void;
}

const childOptions = (runAs: RunAs): SpawnOptions => ({
  ...(runAs.dropped ? { uid: runAs.uid, gid: runAs.gid } : {}),
  // English messages whatever the machine's locale, so "ready to accept connections" is found.
  env: { ...process.env, LC_MESSAGES: 'C' },
  stdio: ['ignore', 'pipe', 'pipe'],
});

/** Creates the cluster (initdb) with the superuser and its password. */
export async function initCluster(settings: ClusterSettings): Promise<void> {
  const secretDir = mkdtempSync(path.join(tmpdir(), 'maru-pg-'));
  const passwordFile = path.join(secretDir, 'password');
  try {
    writeFileSync(passwordFile, `${settings.password}\n`, { mode: 0o600 });
    if (settings.runAs.dropped) {
      chownSync(secretDir, settings.runAs.uid, settings.runAs.gid);
      chownSync(passwordFile, settings.runAs.uid, settings.runAs.gid);
    }
    const args = [`--pgdata=${settings.dir}`, '--auth=password', `--username=${settings.user}`, `--pwfile=${passwordFile}`, ...settings.initdbFlags];
    const { code, output } = await runToEnd(spawn(settings.binaries.initdb, args, childOptions(settings.runAs)), settings.log);
    if (code !== 0) throw new StartupError(`initdb could not create the database in ${settings.dir}: ${lastLine(output)}`);
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

export interface RunningServer {
  stop: () => Promise<void>;
}

/** Starts PostgreSQL on `port` and resolves once it accepts connections. */
export async function startServer(settings: ClusterSettings, port: number): Promise<RunningServer> {
  const child = spawn(settings.binaries.postgres, ['-D', settings.dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'], childOptions(settings.runAs));
  // If this process dies of anything short of SIGKILL, the database is told to stop too
  // (a fast shutdown), rather than left running until someone notices.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) settings.log(line.trim());
      if (text.includes('ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => reject(new StartupError(`PostgreSQL could not be started: ${error.message}`)));
    child.once('exit', () => reject(new StartupError(whyItStopped(output, settings.dir))));
  });
  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

function runToEnd(child: ChildProcess, log: (line: string) => void): Promise<{ code: number | null; output: string }> {
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    for (const line of text.split('\n')) if (line.trim()) log(line.trim());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function whyItStopped(output: string, dir: string): string {
  if (output.includes('lock file "postmaster.pid" already exists')) {
    return `Another server is already using the database in ${dir}; stop it first, or give this one its own DATA_DIR.`;
  }
  return `PostgreSQL stopped while starting: ${lastLine(output)}`;
}

function lastLine(output: string): string {
  const lines = output.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.filter((line) => /FATAL|ERROR|error|cannot|could not/.test(line)).at(-1) ?? lines.at(-1) ?? 'no output';
}
