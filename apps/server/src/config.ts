import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sandboxExposureProblem, servesNetwork } from './sandbox-exposure';

export type Phase = 'DEV' | 'QA' | 'PROD';

export interface AppConfig {
  port: number;
  host: string;
  /**
   * HOST listens beyond the loopback interface, or a trusted proxy relays the network to it.
   * Sandboxes then run only with MARU_SANDBOXES=on, and their test pages answer only to this
   * machine or the sandbox token (plugins/sandbox-gate.ts).
   */
  servesNetwork: boolean;
  /** Where the embedded database, generated media and the local secret live. */
  dataDir: string;
  /** An external PostgreSQL; when absent the embedded one under dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Separates this deployment's (or test run's) Redis keys from others on the same Redis. */
  redisPrefix: string;
  /**
   * MARU_CACHES=off: every named cache loads on each call and keeps nothing, so a benchmark
   * (or an operator chasing a stale answer) sees what the database itself costs and says.
   */
  cachesOff: boolean;
  /** When the scheduled jobs' first round runs after start; half a minute keeps it off the start-up path. */
  jobsFirstRunMs: number;
  production: boolean;
  phase: Phase;
  logLevel: string;
  /** Signs XSRF tokens; kept in dataDir so tokens survive restarts. */
  secret: string;
  /** How many proxies in front may name the client's address (X-Forwarded-For); 0 trusts none. */
  trustedProxies: number;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /**
   * Prometheus metrics (METRICS_PORT, METRICS_HOST): served at /metrics on a port of their
   * own, never on the shop's; absent, no metrics are served (docs/operations.md).
   */
  metrics: { port: number; host: string } | undefined;
  /**
   * MARU_DRAIN_MS: after SIGTERM, how long /api/ready answers 503 while requests are still
   * served, so a proxy or orchestrator that polls it stops sending before the server stops
   * accepting (docs/operations.md). 0 by default: nginx retries a refused connection elsewhere.
   */
  drainMs: number;
  /**
   * MARU_KEEPALIVE_WAIT_MS: after SIGTERM and the drain, once the server stops accepting, how
   * long it leaves its clients (nginx) to close their idle keep-alive connections themselves
   * before it closes them (core/operations/graceful-close.ts). 5 s by default: longer than the upstream
   * keepalive_timeout of deploy/nginx/maru.conf (4 s).
   */
  keepAliveWaitMs: number;
  /** The built web app served in production; absent in API-only runs. */
  webDist: string | undefined;
  /**
   * The catalogue a start seeds (3,000 products with pictures unless set). A server start
   * draws missing pictures after it answers, unless picturesBeforeStart (benchmarks and
   * browser tests, which measure pages with their pictures).
   */
  seed: { products?: number; images?: boolean; picturesBeforeStart?: boolean };
  /**
   * Kakao's JavaScript SDK (KAKAO_JS_KEY, KAKAO_SHARE_TEMPLATE_ID): one app key for KakaoTalk
   * sharing and Kakao Maps. Absent: the share buttons use the browser's share sheet and 링크
   * 복사, and the showroom maps are pictures this server draws.
   */
  kakao?: { jsKey: string; shareTemplateId: number | undefined };
  /** How long members' data is kept (docs/member-data-retention.md); every period in one place. */
  retention: RetentionPeriods;
  /** The environment the config was read from, for modules' own settings (provider keys, URLs). */
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * A period as PostgreSQL reads an interval ('30 days', '3 months', '5 years'): the jobs
 * subtract it from the clock's now in SQL, so months and years are calendar ones.
 */
export type RetentionPeriod = `${number} ${'days' | 'months' | 'years'}`;

export interface RetentionPeriods {
  /** A withdrawn member's personal data, kept apart, before it is destroyed. */
  withdrawnData: RetentionPeriod;
  /** Contract, payment and delivery records (orders) of a former member. */
  orderRecords: RetentionPeriod;
  /** Complaint and dispute records (inquiries) of a former member. */
  complaintRecords: RetentionPeriod;
  /** Communication logs: sign-in history, ended sessions, the message outbox. */
  communicationLogs: RetentionPeriod;
  /** Unused this long, an account is separated (DORMANT). */
  dormantAfter: RetentionPeriod;
  /** The notice of separation goes this long before it. */
  dormantNotice: RetentionPeriod;
  /** A person who lost membership may not join again for this long (the unique key's hash is kept as long). */
  rejoinWait: RetentionPeriod;
}

/** The shop's policy texts (spec 02 §9; 개인정보 처리방침 3조, 이용약관 7조·8조). */
export const RETENTION_DEFAULTS: RetentionPeriods = {
  withdrawnData: '30 days',
  orderRecords: '5 years',
  complaintRecords: '3 years',
  communicationLogs: '3 months',
  dormantAfter: '1 years',
  dormantNotice: '30 days',
  rejoinWait: '3 years',
};

/** MARU_RETENTION_<NAME> overrides a period (e.g. MARU_RETENTION_WITHDRAWN_DATA='30 days'). */
const RETENTION_ENV = {
  withdrawnData: 'MARU_RETENTION_WITHDRAWN_DATA',
  orderRecords: 'MARU_RETENTION_ORDER_RECORDS',
  complaintRecords: 'MARU_RETENTION_COMPLAINT_RECORDS',
  communicationLogs: 'MARU_RETENTION_COMMUNICATION_LOGS',
  dormantAfter: 'MARU_RETENTION_DORMANT_AFTER',
  dormantNotice: 'MARU_RETENTION_DORMANT_NOTICE',
  rejoinWait: 'MARU_RETENTION_REJOIN_WAIT',
} as const satisfies Record<keyof RetentionPeriods, string>;

/** A configuration that cannot be used: one line per bad setting, printed without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`설정 오류 (invalid configuration):\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

// An empty variable (`PORT= npm start`) means "not set", as it does for most programs.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number) => {
  const error = `a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int(error).min(min, error).max(max, error);
};

const period = () => z.string().regex(/^[1-9][0-9]{0,4} (days|months|years)$/, "a period such as '30 days', '3 months' or '5 years'") as unknown as z.ZodType<RetentionPeriod>;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `one of ${values.join(', ')}` });

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `a URL starting with ${schemes.map((scheme) => `${scheme}//`).join(' or ')}`);

/** Every setting the server itself reads, with what a value must look like. */
const environment = z.object({
  PORT: optional(wholeNumber(0, 65_535)),
  HOST: optional(z.string().regex(/^[\w.:[\]-]+$/, 'a host name or IP address')),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'])),
  NODE_ENV: optional(z.string()),
  MARU_PHASE: optional(oneOf(['DEV', 'QA', 'PROD'])),
  LOG_LEVEL: optional(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  MARU_SECRET: optional(z.string().min(32, 'at least 32 characters')),
  BODY_LIMIT: optional(wholeNumber(1_024, 100 * 1024 * 1024)),
  WEB_DIST: optional(z.string()),
  MARU_PUBLIC_URL: optional(urlWithScheme(['http:', 'https:'])),
  TRUST_PROXY: optional(wholeNumber(0, 10)),
  MARU_REDIS_PREFIX: optional(z.string().max(100)),
  MARU_JOBS_FIRST_RUN_MS: optional(wholeNumber(0, 86_400_000)),
  MARU_SEED_PRODUCTS: optional(wholeNumber(1, 10_000_000)),
  MARU_SEED_IMAGES: optional(oneOf(['true', 'false', 'before-start'])),
  // The JavaScript key is public by design (it is sent to every browser); Kakao binds it to the registered site domains.
  KAKAO_JS_KEY: optional(z.string().regex(/^[0-9a-f]{32}$/i, 'a Kakao JavaScript key (32 hex digits)')),
  KAKAO_SHARE_TEMPLATE_ID: optional(wholeNumber(1, 2_147_483_647)),
  // 'on': a sandbox on the network is intended (staging, demo); see sandbox-exposure.ts.
  MARU_SANDBOXES: optional(oneOf(['on', 'off'])),
  MARU_CACHES: optional(oneOf(['on', 'off'])),
  METRICS_PORT: optional(wholeNumber(0, 65_535)),
  METRICS_HOST: optional(z.string().regex(/^[\w.:[\]-]+$/, 'a host name or IP address')),
  MARU_DRAIN_MS: optional(wholeNumber(0, 600_000)),
  MARU_KEEPALIVE_WAIT_MS: optional(wholeNumber(0, 600_000)),
  ...(Object.fromEntries(Object.values(RETENTION_ENV).map((name) => [name, optional(period())])) as Record<(typeof RETENTION_ENV)[keyof typeof RETENTION_ENV], ReturnType<typeof optional<ReturnType<typeof period>>>>),
});

/**
 * Reads and checks the whole configuration before anything starts; a bad value is a
 * ConfigError naming every bad setting, not a crash after the database has started.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name] ?? '')}: must be ${issue.message}`;
      }),
    );
  }
  const settings = parsed.data;
  const host = settings.HOST ?? '127.0.0.1';
  // Before the local secret is written: a refused start leaves nothing behind.
  const trustedProxies = settings.TRUST_PROXY ?? 0;
  const exposed = sandboxExposureProblem(host, trustedProxies, env, settings.MARU_SANDBOXES === 'on');
  if (exposed) throw new ConfigError([exposed]);
  const dataDir = path.resolve(settings.DATA_DIR ?? path.join(repoRoot, 'data'));
  const production = settings.NODE_ENV === 'production';
  // WEB_DIST lets parallel browser-test runs each serve their own build.
  const webDist = path.resolve(settings.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
  return {
    port: settings.PORT ?? 3000,
    host,
    servesNetwork: servesNetwork(host, trustedProxies),
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    redisPrefix: settings.MARU_REDIS_PREFIX ?? 'maru:',
    cachesOff: settings.MARU_CACHES === 'off',
    jobsFirstRunMs: settings.MARU_JOBS_FIRST_RUN_MS ?? 30_000,
    metrics: settings.METRICS_PORT === undefined ? undefined : { port: settings.METRICS_PORT, host: settings.METRICS_HOST ?? '127.0.0.1' },
    drainMs: settings.MARU_DRAIN_MS ?? 0,
    keepAliveWaitMs: settings.MARU_KEEPALIVE_WAIT_MS ?? 5_000,
    production,
    phase: settings.MARU_PHASE ?? (production ? 'PROD' : 'DEV'),
    logLevel: settings.LOG_LEVEL ?? (settings.NODE_ENV === 'test' ? 'silent' : 'info'),
    secret: settings.MARU_SECRET ?? localSecret(dataDir),
    trustedProxies,
    bodyLimit: settings.BODY_LIMIT ?? 64 * 1024,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    kakao: settings.KAKAO_JS_KEY ? { jsKey: settings.KAKAO_JS_KEY, shareTemplateId: settings.KAKAO_SHARE_TEMPLATE_ID } : undefined,
    seed: {
      products: settings.MARU_SEED_PRODUCTS,
      images: settings.MARU_SEED_IMAGES === undefined ? undefined : settings.MARU_SEED_IMAGES !== 'false',
      picturesBeforeStart: settings.MARU_SEED_IMAGES === 'before-start',
    },
    retention: Object.fromEntries(
      Object.entries(RETENTION_ENV).map(([key, name]) => [key, settings[name] ?? RETENTION_DEFAULTS[key as keyof RetentionPeriods]]),
    ) as unknown as RetentionPeriods,
    env,
  };
}

/** A random secret created on first start, so a fresh machine needs no configuration. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  try {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError([`DATA_DIR=${JSON.stringify(dataDir)}: must be a folder this user can write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`]);
  }
}
