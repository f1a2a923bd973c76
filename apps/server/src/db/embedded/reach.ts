import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** The account PostgreSQL runs as: itself, or (PostgreSQL refuses root) the `postgres` user. */
export interface RunAs {
  uid: number;
  gid: number;
  /** True when this process is root and hands the database to `postgres`. */
  dropped: boolean;
}

/** A failure the person starting the shop can act on: printed as one sentence, no stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export function runAsForThisProcess(): RunAs {
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  if (uid !== 0) return { uid, gid, dropped: false };
  const found = postgresUser() ?? createPostgresUser();
  return { ...found, dropped: true };
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** A system account without a login or home, as a distribution's PostgreSQL package makes it. */
function createPostgresUser(): { uid: number; gid: number } {
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
  } catch {
    // Another process may have created it in the meantime; the look-up below decides.
  }
  const created = postgresUser();
  if (!created) {
    throw new StartupError(
      'PostgreSQL cannot run as root and there is no "postgres" user to run it as; create one (useradd --system postgres), run as an ordinary user, or set DATABASE_URL.',
    );
  }
  return created;
}

/**
 * Whether `who` can reach `target`: search (x) permission on every directory on the way,
 * and read (and, when asked, write) on the target itself. Mode bits only; an ACL that would
 * grant more is not read, so the answer errs towards "no" (which only costs a staged copy).
 */
export function canReach(who: RunAs, target: string, access: { write?: boolean } = {}): boolean {
  const absolute = path.resolve(target);
  const parts = absolute.split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (let index = 0; index <= parts.length; index += 1) {
    let mode: number;
    let owner: number;
    let group: number;
    try {
      ({ mode, uid: owner, gid: group } = statSync(current));
    } catch {
      // Not there yet: whoever can write its parent (checked on the previous step) can make it.
      return true;
    }
    const shift = owner === who.uid ? 6 : group === who.gid ? 3 : 0;
    const allowed = (mode >> shift) & 7;
    const isTarget = index === parts.length;
    const needed = isTarget ? 1 | 4 | (access.write ? 2 : 0) : 1;
    if ((allowed & needed) !== needed) return false;
    if (!isTarget) current = path.join(current, parts[index]!);
  }
  return true;
}
