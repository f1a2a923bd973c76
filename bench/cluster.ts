import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { type Cluster, startCluster } from '../apps/server/src/cluster/cluster';
import { ensureMembers } from './members';
import { createShoppers, gatherMixInputs } from './mix-inputs';
import { runMix } from './mix-run';

// `npm run bench:cluster`: the shopper mix (bench/shopper-mix.ts: 50 guests browsing,
// searching and using the cart, members signing in now and then) through nginx, first with
// one server process behind it, then with two, on one PostgreSQL and Redis. Prints
// requests/s, p50 and p99 for each, the errors (goal: none), the load average and where the
// CPU went. The catalogue is seeded once into a new database (BENCH_PRODUCTS, default 3,000:
// the shop's own seed), which is dropped at the end.

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL) {
  console.error(
    'npm run bench:cluster needs a PostgreSQL server and a Redis: DATABASE_URL names a database on the server (a new one is made beside it) and REDIS_URL the Redis.\n' +
      'On this machine and in CI:  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench:cluster',
  );
  process.exit(1);
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 10;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 3_000);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const MEMBERS = 10;

const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

/** CPU seconds so far of processes named `name` (/proc/<pid>/stat; ended ones take theirs with them). */
function cpuSecondsOf(match: (pid: number, command: string) => boolean): number {
  let total = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      if (!match(Number(entry), command)) continue;
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // ended since the listing
    }
  }
  return total;
}

function cpuMeter(cluster: Cluster) {
  const serverPids = new Set(cluster.servers.map((server) => server.pid()!));
  const parts = {
    servers: (pid: number) => serverPids.has(pid),
    nginx: (_pid: number, command: string) => command === 'nginx',
    // Every PostgreSQL backend on the machine: other work on it counts here too.
    postgres: (_pid: number, command: string) => command === 'postgres',
    redis: (_pid: number, command: string) => command.startsWith('redis-server'),
    'load generator': (pid: number) => pid === process.pid,
  };
  const read = () => Object.fromEntries(Object.entries(parts).map(([name, match]) => [name, cpuSecondsOf(match)]));
  const before = read();
  return () => {
    const after = read();
    return Object.entries(after).map(([name, seconds]) => `${name} ${Math.round(((seconds - before[name]!) / SECONDS) * 100)} %`).join(', ');
  };
}

interface Figures {
  processes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  loadBefore: string;
  loadAfter: string;
  cpu: string;
}

async function measure(databaseUrl: string, processes: number, secret: string): Promise<Figures> {
  const cluster = await startCluster({
    processes,
    entry: 'source',
    env: {
      NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, REDIS_URL: REDIS_URL!,
      // A key space per run: the guest-id limit (60 per 10 minutes per address) counts each run's 50 guests alone.
      MARU_REDIS_PREFIX: `bench:${randomUUID()}:`, MARU_SECRET: secret, TRUST_PROXY: '1', MARU_SANDBOXES: 'on',
      MARU_SEED_PRODUCTS: String(PRODUCTS), MARU_SEED_IMAGES: 'false',
    },
    startLimitMs: 900_000,
  });
  try {
    // Members join through one process (the verification sandbox's steps stay on it); the mix goes through nginx.
    const inputs = await gatherMixInputs(cluster.url, await ensureMembers(cluster.servers[0]!.url, MEMBERS));
    const shoppers = await createShoppers(cluster.url, CONNECTIONS, inputs);
    await runMix(cluster.url, shoppers, WARM_UP_SECONDS);
    const loadBefore = load();
    const cpu = cpuMeter(cluster);
    const { recorder, result } = await runMix(cluster.url, shoppers, SECONDS);
    const used = cpu();
    const all = recorder.summary(SECONDS).at(-1)!;
    const figures = { processes, requestsPerSecond: all.requestsPerSecond, p50: all.p50, p99: all.p99, errors: recorder.failureCount + result.errors, loadBefore, loadAfter: load(), cpu: used };
    for (const failure of recorder.failures) console.log(`  ${failure.kind}: HTTP ${failure.status} ${failure.body}`);
    console.log(`${processes} process(es): ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await cluster.stop();
  }
}

const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
const database = `maru_bench_cluster_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
await admin.query(`create database ${database}`);
const url = new URL(DATABASE_URL);
url.pathname = `/${database}`;
try {
  const secret = randomBytes(32).toString('hex');
  console.log(`Shopper mix through nginx on ${PRODUCTS} products (${database}): ${CONNECTIONS} connections, ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up, on ${cpus().length} cores; load average ${load()}`);
  const figures: Figures[] = [];
  for (const processes of PROCESS_COUNTS) figures.push(await measure(url.toString(), processes, secret));
  console.table(
    figures.map((row) => ({
      processes: row.processes, 'req/s': row.requestsPerSecond, 'p50 ms': row.p50, 'p99 ms': row.p99, errors: row.errors,
      'load avg before (1/5/15 min)': row.loadBefore, 'after': row.loadAfter,
    })),
  );
  for (const row of figures) console.log(`CPU with ${row.processes} (100 % = one core): ${row.cpu}`);
  if (figures.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
