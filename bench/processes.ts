import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface Started {
  url: string;
  /** The process's id: tsx runs inside it (--import), so this is the server itself. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts a TypeScript entry point with tsx in its own process and waits for `readyPath`.
 * `nodeArgs` come after tsx is loaded, so they may flag node or preload TypeScript.
 */
export async function startProcess(
  entry: string,
  port: number,
  readyPath: string,
  env: Record<string, string> = {},
  { timeoutMs = 600_000, nodeArgs = [] }: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, entry], {
    cwd: repoRoot,
    // Pages are measured with their pictures: a first start draws them before it answers.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MARU_SEED_IMAGES: 'before-start', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
