import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Phase = 'DEV' | 'QA' | 'PROD';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database, generated media and the local secret live. */
  dataDir: string;
  /** An external PostgreSQL; when absent the embedded one under dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  production: boolean;
  phase: Phase;
  logLevel: string;
  /** Signs XSRF tokens; kept in dataDir so tokens survive restarts. */
  secret: string;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /** The built web app served in production; absent in API-only runs. */
  webDist: string | undefined;
  /** The environment the config was read from, for modules' own settings (provider keys, URLs). */
  env: Readonly<Record<string, string | undefined>>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const production = env.NODE_ENV === 'production';
  // WEB_DIST lets parallel browser-test runs each serve their own build.
  const webDist = path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    production,
    phase: parsePhase(env.MARU_PHASE, production),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    secret: env.MARU_SECRET ?? localSecret(dataDir),
    bodyLimit: Number(env.BODY_LIMIT ?? 64 * 1024),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    env,
  };
}

function parsePhase(value: string | undefined, production: boolean): Phase {
  if (value === 'DEV' || value === 'QA' || value === 'PROD') return value;
  return production ? 'PROD' : 'DEV';
}

/** A random secret created on first start, so a fresh machine needs no configuration. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
