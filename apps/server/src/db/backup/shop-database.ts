import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { startEmbeddedPostgres } from '../embedded';

export interface ShopDatabase {
  url: string;
  /** The embedded PostgreSQL under DATA_DIR (not DATABASE_URL). */
  embedded: boolean;
  /** Stops the embedded server if this process started it. */
  close: () => Promise<void>;
}

/** The embedded server's role and database, as db/embedded.ts creates them. */
const EMBEDDED_LOGIN = 'maru:maru';
const EMBEDDED_DATABASE = 'maru';

/**
 * The database the shop would use: DATABASE_URL, else the embedded PostgreSQL under
 * DATA_DIR/pg. When the shop is running, its embedded server is already up on that folder
 * (a second one cannot start there), so it is reached on the port its postmaster.pid names;
 * otherwise this process starts it for the duration of the command.
 */
export async function openShopDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, log: (line: string) => void = () => {}): Promise<ShopDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => {} };
  const clusterDir = path.join(config.dataDir, 'pg');
  const port = runningPort(clusterDir);
  if (port) return { url: embeddedUrl(port), embedded: true, close: async () => {} };
  const started = await startEmbeddedPostgres(clusterDir, log);
  return { url: started.url, embedded: true, close: started.stop };
}

const embeddedUrl = (port: number) => `postgres://${EMBEDDED_LOGIN}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;

/** postmaster.pid's first line is the server's pid and its fourth the port; a pid that is gone left a stale file. */
function runningPort(clusterDir: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, only owned by another user (postgres, when the shop runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port;
}
