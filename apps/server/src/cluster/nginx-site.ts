import { readFileSync } from 'node:fs';
import path from 'node:path';

// The cluster runs the deployed nginx site (deploy/nginx/maru.conf), not a copy of it: only
// the upstream ports, the listen line, the web build's folder and the log's path change.

export const DEPLOYED_SITE = path.resolve(import.meta.dirname, '../../../../deploy/nginx/maru.conf');

export interface Upstream {
  port: number;
  /** Taken out of rotation (a restart in progress): nginx sends it nothing. */
  down?: boolean;
}

export interface SiteOptions {
  listenPort: number;
  upstreams: readonly Upstream[];
  /** The web build served from disk for /assets/ (absent: every asset comes from the servers). */
  webDist: string | undefined;
  accessLog: string;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/maru.conf has no ${what} (${pattern}); the cluster cannot run it`);
  return text.replace(pattern, replacement);
}

/** The deployed site with this cluster's ports and paths. */
export function clusterSite(template: string, { listenPort, upstreams, webDist, accessLog }: SiteOptions): string {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m;
  const match = serverLine.exec(template);
  if (!match) throw new Error('deploy/nginx/maru.conf has no `server 127.0.0.1:<port> …;` line in its upstream');
  const [, indent, parameters = ''] = match;
  const lines = upstreams.map(({ port, down }) => `${indent}server 127.0.0.1:${port}${parameters}${down ? ' down' : ''};\n`).join('');
  let site = template.replace(new RegExp(serverLine.source, 'gm'), '');
  site = replaceOnce(site, /^(upstream maru \{\n(?:\s*#.*\n)*)/m, `$1${lines}`, 'upstream maru block');
  site = replaceOnce(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`, '`listen 80;` line');
  // Without a build every /assets/ request falls through to the servers (try_files … @maru).
  site = replaceOnce(site, /root \/srv\/maru\/apps\/web\/dist;/, `root ${webDist ?? '/nonexistent'};`, 'web build root');
  site = replaceOnce(site, /access_log \/var\/log\/nginx\/maru\.access\.log maru;/, `access_log ${accessLog} maru;`, 'access_log line');
  return site;
}

/** A whole nginx.conf for a prefix of its own, run by the current user (no root, no /etc/nginx/nginx.conf). */
export function clusterNginxConf(prefix: string, site: string, { user }: { user: string | undefined }): string {
  const temp = (name: string) => path.join(prefix, 'temp', name);
  return [
    // Run as root, nginx would hand its workers to `nobody`, who cannot write this prefix.
    ...(user ? [`user ${user};`] : []),
    // One worker: on two cores the servers, PostgreSQL and Redis need the rest.
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    site,
    '}',
    '',
  ].join('\n');
}

export const deployedSite = (): string => readFileSync(DEPLOYED_SITE, 'utf8');
