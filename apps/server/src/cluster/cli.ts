import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from './cluster';

// `npm run cluster`: N server processes of one shop (CLUSTER_PROCESSES, default 2) on free
// ports behind Debian's nginx (CLUSTER_PORT, default 8080), in production mode as `npm start`
// runs the server. They share DATABASE_URL, REDIS_URL, MARU_SECRET and, when set, S3_*. The
// cluster needs an external PostgreSQL and Redis (one embedded database per process would be
// several shops, not one). Ctrl-C stops nginx, then every process (each drains), then exits.

const REPO = path.resolve(import.meta.dirname, '../../../..');
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error(
    [
      'npm run cluster needs an external PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), shared by every process.',
      'For example, with the PostgreSQL and Redis CI uses on this machine:',
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/maru REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
      '(create the database first: createdb -h 127.0.0.1 -U postgres maru). A first start migrates and seeds it.',
      'Pictures: set S3_BUCKET, S3_REGION, S3_PUBLIC_URL (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) so every process serves them; see deploy/README.md.',
    ].join('\n'),
  );
  process.exit(1);
}

const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const workDir = path.resolve(process.env.CLUSTER_DIR ?? path.join(REPO, 'data/cluster'));
mkdirSync(workDir, { recursive: true });
/** One secret for every process and every start (kept beside their folders unless MARU_SECRET is given). */
function sharedSecret(): string {
  if (process.env.MARU_SECRET) return process.env.MARU_SECRET;
  const file = path.join(workDir, 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const webDist = process.env.WEB_DIST ?? path.join(REPO, 'apps/web/dist');
console.log(`Starting ${processes} server processes and nginx (folders under ${workDir})…`);
const cluster = await startCluster({
  processes,
  entry: 'built',
  port,
  workDir,
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL,
    REDIS_URL,
    MARU_SECRET: sharedSecret(),
    // nginx on this host names the client in X-Forwarded-For.
    TRUST_PROXY: '1',
    // Without provider keys the PortOne, message and sign-in sandboxes run; behind a proxy a
    // start refuses that unless it is meant (a demo or staging cluster on this machine).
    MARU_SANDBOXES: process.env.MARU_SANDBOXES ?? 'on',
    ...(existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
  },
  onLine: (server, line) => console.log(`[${server + 1}] ${line}`),
});
console.log(`\n마루 is open at ${cluster.url} (nginx) — processes: ${cluster.servers.map((server) => server.url).join(', ')}. Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping nginx, then the server processes…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
