import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../db/embedded';
import { type Nginx, startNginx } from './nginx';
import { type ClusterServer, clusterServer, type ServerEntry, type ServerExit } from './server-process';

// N server processes of one shop behind Debian's nginx, on one PostgreSQL, Redis and bucket
// (given in `env`): `npm run cluster`, `npm run bench:cluster` and the cluster tests.

export interface ClusterOptions {
  processes: number;
  /** What every process gets: DATABASE_URL, REDIS_URL, MARU_SECRET, S3_*, … */
  env: Record<string, string>;
  entry: ServerEntry;
  /** nginx's port (0 or absent: a free one). */
  port?: number;
  /** Where nginx's prefix and each process's DATA_DIR go (absent: a new temporary folder, removed by stop). */
  workDir?: string;
  /** A first start on an empty database migrates and seeds; a compiled start takes seconds. */
  startLimitMs?: number;
  onLine?: (server: number, line: string) => void;
}

export interface RestartStep {
  port: number;
  exit: ServerExit;
  /** From SIGTERM to the process's end. */
  stoppedMs: number;
  /** From the new process's spawn to /api/ready 200. */
  readyMs: number;
}

export interface Cluster {
  /** nginx's address: what shoppers use. */
  url: string;
  nginx: Nginx;
  /** Each process on its own port ("through one", "through the other"). */
  servers: ClusterServer[];
  /**
   * One process at a time: SIGTERM, wait for its end, start it again, wait for /api/ready,
   * then the next (deploy/README.md). nginx is left as it is: a refused connection goes to
   * another process (proxy_next_upstream error). Taking the process out first (`down` and a
   * reload) was measured worse: the reload's old worker closes idle keep-alive connections
   * of the clients, and a client that had just sent a request on one saw a socket error.
   */
  rollingRestart(onStep?: (step: RestartStep) => void): Promise<RestartStep[]>;
  restart(index: number): Promise<RestartStep>;
  stop(): Promise<void>;
}

export async function startCluster({ processes, env, entry, port, workDir, startLimitMs = 180_000, onLine }: ClusterOptions): Promise<Cluster> {
  const ownWorkDir = workDir === undefined;
  const dir = workDir ?? mkdtempSync(path.join(tmpdir(), 'maru-cluster-'));
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const servers = ports.map((serverPort, index) => {
    // Each process its own DATA_DIR: nothing one writes to its disk can answer for another.
    const dataDir = path.join(dir, `server-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    return clusterServer({ port: serverPort, entry, startLimitMs, env: { DATA_DIR: dataDir, ...env }, onLine: onLine && ((line) => onLine(index, line)) });
  });
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    if (ownWorkDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Started together: migrations and seeding take turns under an advisory lock.
    await Promise.all(servers.map((server) => server.start()));
    nginx = await startNginx({ prefix: path.join(dir, 'nginx'), listenPort: port || (await freePort()), upstreams: ports.map((serverPort) => ({ port: serverPort })), webDist: env.WEB_DIST });
  } catch (error) {
    await stop();
    throw error;
  }
  const started = nginx;

  const restart = async (index: number): Promise<RestartStep> => {
    const server = servers[index]!;
    const signalledAt = Date.now();
    const exit = await server.stop('SIGTERM');
    const stoppedMs = Date.now() - signalledAt;
    const spawnedAt = Date.now();
    await server.start();
    const readyMs = Date.now() - spawnedAt;
    return { port: server.port, exit, stoppedMs, readyMs };
  };

  return {
    url: started.url,
    nginx: started,
    servers,
    restart,
    async rollingRestart(onStep) {
      const steps: RestartStep[] = [];
      for (let index = 0; index < servers.length; index++) {
        const step = await restart(index);
        onStep?.(step);
        steps.push(step);
      }
      return steps;
    },
    stop,
  };
}
