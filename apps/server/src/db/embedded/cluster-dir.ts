import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { systemStateDir } from './binaries';
import { canReach, type RunAs, StartupError } from './reach';

/**
 * The folder the cluster really lives in. Normally `requested` itself. When root hands the
 * database to `postgres` and `requested` lies in a folder `postgres` cannot enter (DATA_DIR
 * in a 0700 home), the cluster lives in the system state folder and `requested` becomes a
 * symbolic link to it, so `ls data/pg` still shows where the data is.
 */
export function clusterDir(requested: string, runAs: RunAs): string {
  const wanted = path.resolve(requested);
  let dir = wanted;
  if (runAs.dropped) {
    const linked = isSymlink(wanted) ? path.resolve(path.dirname(wanted), readlinkSync(wanted)) : undefined;
    if (linked) dir = linked;
    else if (!canReach(runAs, path.dirname(wanted))) dir = relocate(wanted);
  }
  prepare(dir, runAs);
  return dir;
}

function relocate(wanted: string): string {
  if (existsSync(wanted)) {
    throw new StartupError(
      `The database folder ${wanted} lies in a folder the postgres user cannot enter; move DATA_DIR to a folder others can enter (chmod o+x on its parents), or set DATABASE_URL.`,
    );
  }
  mkdirSync(path.dirname(wanted), { recursive: true });
  // One cluster per DATA_DIR: named after the folder's real path.
  const key = createHash('sha256').update(path.join(realpathSync(path.dirname(wanted)), path.basename(wanted))).digest('hex').slice(0, 16);
  const clusters = path.join(systemStateDir(), 'clusters');
  const target = path.join(clusters, key);
  try {
    mkdirSync(clusters, { recursive: true });
    chmodSync(systemStateDir(), 0o755);
    chmodSync(clusters, 0o755);
    // No link pointed here: the DATA_DIR it belonged to was deleted, so its data goes too.
    rmSync(target, { recursive: true, force: true });
    symlinkSync(target, wanted, 'dir');
  } catch (error) {
    throw new StartupError(
      `The postgres user cannot enter ${path.dirname(wanted)} and ${clusters} could not be used instead (${(error as Error).message}); set MARU_SYSTEM_STATE_DIR to a writable folder, or set DATABASE_URL.`,
    );
  }
  return target;
}

/** PostgreSQL wants its folder owned by the account it runs as and closed to others. */
function prepare(dir: string, runAs: RunAs): void {
  try {
    mkdirSync(dir, { recursive: true });
    if (runAs.dropped) chownSync(dir, runAs.uid, runAs.gid);
    chmodSync(dir, 0o700);
  } catch (error) {
    throw new StartupError(`The database folder ${dir} cannot be created or used (${(error as Error).message}); choose another DATA_DIR, or set DATABASE_URL.`);
  }
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
