import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The port of a PostgreSQL already running on the embedded cluster in `clusterDir` (the
 * shop's DATA_DIR/pg), read from the postmaster.pid file PostgreSQL keeps there while it
 * runs (line 1 its process id, line 4 its port). Undefined when none runs: no file, a
 * malformed one, or one left by a process that is gone.
 */
export function runningClusterPort(clusterDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid < 1 || !Number.isInteger(port) || port < 1 || port > 65_535) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` when the shop runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port;
}
