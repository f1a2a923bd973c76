import path from 'node:path';
import cookie from '@fastify/cookie';
import { ApiCode } from '@maru/domain';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { type CacheRegistry, cacheRegistry, databaseChangeFeed, redisChangeBus } from './core/cache';
import { type Clock, systemClock } from './core/time/clock';
import { previewPlugin } from './core/security/preview';
import { requestIdOf } from './core/http/request-id';
import type { ServerModule } from './core/module';
import { type Placeholders, placeholders } from './core/text/placeholders';
import type { Database } from './db/database';
import { answerClientError } from './plugins/client-errors';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { jobQueuePlugin } from './plugins/job-queue';
import { offsetPlugin } from './plugins/offset';
import { openapiPlugin } from './plugins/openapi';
import { operationsPlugin } from './plugins/operations';
import { requestLimitsPlugin } from './plugins/request-limits';
import { sandboxGatePlugin } from './plugins/sandbox-gate';
import { scheduledJobsPlugin } from './plugins/scheduled-jobs';
import { identitySettings } from './modules/identity';
import { mediaSettings } from './modules/media';
import { PORTONE_CSP_SOURCES, securityPlugin } from './plugins/security';
// PortOne's server calls it with no browser cookies: the notice is never trusted anyway (it only triggers a re-fetch).
const PORTONE_WEBHOOK_PATH = '/api/order/v1/webhook/portone';
import { webPlugin } from './plugins/web';
import { xsrfPlugin } from './plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Keyword searches: connections that prefer indexes to table scans (see openPools). */
    searchDb: Kysely<Database>;
    config: AppConfig;
    /** "Now" for every date rule (core/time/clock.ts); tests run the server on the day they choose. */
    clock: Clock;
    /** The one cache facility (core/cache): modules define named caches and report changes. */
    caches: CacheRegistry;
    /** Fills {prefix.name} in served texts with the owning module's values (core/text/placeholders.ts). */
    placeholders: Placeholders;
  }
}

/** One log line per request (Fastify's "request completed", with status and time) instead of two. */
class CompletedRequestsOnly extends LogController {
  override incomingRequest(): void {}
}

export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  /** Defaults to `db`: the same answers, with PostgreSQL's own choice of plans. */
  searchDb?: Kysely<Database>;
  modules: readonly ServerModule[];
  /**
   * The database's address, for the notifications its triggers send when cached data
   * changes (core/cache/database-change-feed.ts). Without it such changes reach the
   * caches only through their TTL.
   */
  databaseUrl?: string;
  /** Defaults to the machine's clock. */
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
}

/** Builds the whole server (API, sandboxes, web app) without listening; tests and main share it. */
export async function buildApp({ config, db, searchDb = db, databaseUrl, modules, clock = systemClock, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers._tma_token', 'req.headers._tmr_token'], ...(logStream ? { stream: logStream } : {}) },
    // In every log line of the request (pino's reqId) and in the answer's x-request-id header.
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    logController: new CompletedRequestsOnly(),
    // Only proxies the operator names may set the client's address: the address keys sign-in
    // and request limits, and X-Forwarded-For from anyone else is the client's own word.
    trustProxy: config.trustedProxies > 0 ? (_address: string, hop: number) => hop < config.trustedProxies : false,
    // While closing, requests already on open connections are served (the database stays
    // up until the server has closed) rather than refused with Fastify's own 503 body.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    // Errors the router raises before any route runs (malformed URL, over-long path
    // parameter) get the same envelope as every other refused request.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send({ code: ApiCode.REQUIRED_PARAMETER, message: '요청 주소가 올바르지 않습니다.' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body type is refused with 415, not half-parsed.
  app.removeContentTypeParser('text/plain');
  app.decorate('db', db);
  app.decorate('searchDb', searchDb);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('caches', await sharedCaches(app, databaseUrl));
  app.decorate('placeholders', placeholders(modules.flatMap((module) => module.placeholders ?? []), db));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // After an answer given before the request's body has all arrived (an upload refused at its
  // size limit, 413), the rest is read and dropped: left unread it sat in the socket, the client
  // blocked sending it, and the connection stayed open until a timeout, a shutdown waiting on it
  // (a minute of idle CI after a 29 MB sheet refused at 1 MB, issue 42). Closing the connection
  // instead resets it under a client still sending, which then loses the answer.
  app.addHook('onResponse', async (request) => {
    if (!request.raw.complete) request.raw.unpipe().resume();
  });

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  // PortOne's SDK and hosts are allowed only while its keys are set; the sandbox is our own origin.
  const portoneReal = !identitySettings(config).portone.sandbox;
  // Photos in an S3 bucket are read from its public origin (S3_PUBLIC_URL).
  const mediaOrigin = mediaSettings(config).s3?.publicUrl;
  await app.register(securityPlugin, {
    production: config.production,
    extraSources: { ...(portoneReal ? PORTONE_CSP_SOURCES : {}), ...(mediaOrigin ? { imgSrc: [new URL(mediaOrigin).origin] } : {}) },
  });
  await app.register(cookie);
  // After the cookies (it reads its own) and before the modules (it guards their /sandbox routes as they are added).
  await app.register(sandboxGatePlugin);
  await app.register(offsetPlugin);
  await app.register(previewPlugin, { secret: config.secret });
  await app.register(inputGuardPlugin);
  await app.register(xsrfPlugin, { secret: config.secret, exempt: (url) => url.startsWith('/sandbox/') || url === PORTONE_WEBHOOK_PATH });
  await app.register(openapiPlugin);
  // Before the modules: their routes declare limits this plugin counts.
  await app.register(requestLimitsPlugin);
  // Before the modules: its request metrics hook counts their routes. /api/health and /api/ready.
  await app.register(operationsPlugin, { modules });

  for (const module of modules) {
    if (module.routes) await app.register(module.routes, { prefix: '/api' });
    if (module.rootRoutes) await app.register(module.rootRoutes);
  }
  await app.register(scheduledJobsPlugin, { jobs: modules.flatMap((module) => module.jobs ?? []) });
  await app.register(jobQueuePlugin, { modules });
  await app.register(webPlugin, { webDist: config.webDist, mediaDir: path.join(config.dataDir, 'media') });
  return app;
}

/**
 * The cache facility, with changes shared through Redis when several processes use one,
 * and the changes database triggers report (every process hears those itself).
 */
async function sharedCaches(app: FastifyInstance, databaseUrl: string | undefined): Promise<CacheRegistry> {
  const caches = cacheRegistry(undefined, { keepNothing: app.config.cachesOff });
  const { redisUrl, redisPrefix } = app.config;
  if (redisUrl) {
    caches.connect(redisChangeBus({ redisUrl, prefix: redisPrefix, log: app.log, onChange: caches.apply, onGap: caches.forget }));
  }
  const feed = databaseUrl ? databaseChangeFeed({ connectionString: databaseUrl, log: app.log, onChange: caches.apply, onGap: caches.forget }) : undefined;
  await feed?.ready;
  app.addHook('onClose', async () => {
    await feed?.close();
    await caches.close();
  });
  return caches;
}
