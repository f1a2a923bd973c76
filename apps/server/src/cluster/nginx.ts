import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterNginxConf, clusterSite, deployedSite, type SiteOptions } from './nginx-site';

/** Debian's nginx (scripts/ensure-nginx.sh installs it). */
export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  port: number;
  prefix: string;
  /** Graceful stop (SIGQUIT): requests in flight finish. */
  stop(): Promise<void>;
  accessLog: string;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the foreground (daemon off) as this process's child, from its own prefix. */
export async function startNginx({ prefix, ...site }: Omit<SiteOptions, 'accessLog'> & { prefix: string }): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run bash scripts/ensure-nginx.sh (installs Debian's nginx)`);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, 'temp', name), { recursive: true });
  const confPath = path.join(prefix, 'nginx.conf');
  const accessLog = path.join(prefix, 'access.log');
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(confPath, clusterNginxConf(prefix, clusterSite(deployedSite(), { ...site, accessLog }), { user }));

  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', confPath, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '');
  const deadline = Date.now() + 10_000;
  while (!(await accepts(site.listenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${stderr}${errorLog()}`);
    }
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${site.listenPort}`,
    port: site.listenPort,
    prefix,
    accessLog,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
