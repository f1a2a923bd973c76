import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiCode } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { answerOf, ok } from '../core/http/errors';
import { serverMetrics } from '../core/operations/metrics';
import type { ServerModule } from '../core/module';
import { type ReadinessCheck, runChecks } from '../core/operations/readiness';

export type ServingState = 'starting' | 'ready' | 'draining';

export interface Operations {
  /** starting until the server listens; ready; draining from drain() (SIGTERM) or close on. */
  readonly state: ServingState;
  /** From now on /api/ready answers 503, while every request is still served (main.ts, on SIGTERM). */
  drain(): void;
  /** The metrics port's address once it listens (METRICS_PORT; 0 picks a free one). */
  metricsAddress(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Health, readiness, drain and metrics (docs/operations.md). */
    operations: Operations;
  }
}

const checkOutcome = z.enum(['up', 'down']);
const readyData = z.object({ status: z.enum(['starting', 'ready', 'draining']), checks: z.record(z.string(), checkOutcome) });
const NOT_READY_MESSAGE = '지금은 요청을 받을 수 없습니다. 잠시 후 다시 시도해 주세요.';

/** A route outside the router's table (404s) is one label, not one per address tried. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * What a proxy, an orchestrator and Prometheus ask the server (issue 29):
 * - GET /api/health: alive. 200 while the process runs, whatever its dependencies do, so a
 *   database outage does not get healthy processes restarted.
 * - GET /api/ready: may it be sent requests? 200 when it listens and its database, Redis
 *   (with REDIS_URL) and storage answer within 2 s; 503 while starting, draining after
 *   SIGTERM, or with one of them down, naming which (the reason goes to the log, not the answer).
 * - /metrics on METRICS_PORT (core/operations/metrics.ts), never on the shop's port.
 */
export const operationsPlugin = fp(async (app: FastifyInstance, { modules }: { modules: readonly ServerModule[] }) => {
  let state: ServingState = 'starting';
  const checks: ReadinessCheck[] = [{ name: 'database', check: () => sql`select 1`.execute(app.db) }];
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000 }) : undefined;
  if (redis) {
    // A lost connection is retried by ioredis and shows as 'down' in /api/ready; without a listener the error would end the process.
    redis.on('error', () => {});
    checks.push({ name: 'redis', check: () => redis.ping() });
  }
  for (const module of modules) checks.push(...(module.readiness?.(app) ?? []));

  const metrics = serverMetrics({ pools: { main: app.db, search: app.searchDb }, caches: app.caches, jobQueue: () => (app.hasDecorator('jobQueue') ? app.jobQueue : undefined) });
  let metricsServer: Server | undefined;

  app.decorate('operations', {
    get state() {
      return state;
    },
    drain: () => void (state = 'draining'),
    metricsAddress: () => (metricsServer?.address() as AddressInfo | null) ?? undefined,
  });

  // While draining every answer asks the client to close its connection after it: only the
  // client can close a kept-alive connection without racing a request it is sending
  // (core/operations/graceful-close.ts).
  app.addHook('onSend', async (_request, reply) => {
    if (state === 'draining') reply.header('connection', 'close');
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({ method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: reply.statusCode }, reply.elapsedTime / 1_000);
  });

  app.get('/api/health', { schema: { tags: ['system'], summary: '서버 상태 (살아 있음)' } }, async () => ok({ status: 'up' }));
  app.get('/api/ready', {
    schema: { tags: ['system'], summary: '요청을 받을 준비가 되었는지 (데이터베이스·Redis·저장소)', response: { 200: answerOf(readyData), 503: z.object({ code: z.number(), message: z.string(), data: readyData }) } },
  }, async (request, reply) => {
    const { outcomes, failures } = await runChecks(checks);
    const data = { status: state, checks: outcomes };
    if (state === 'ready' && Object.values(outcomes).every((outcome) => outcome === 'up')) return ok(data);
    if (Object.keys(failures).length) request.log.warn({ failures, status: state }, 'not ready');
    return reply.status(503).send({ code: ApiCode.DEFAULT_ERROR, message: NOT_READY_MESSAGE, data });
  });

  app.addHook('onListen', async () => {
    if (state === 'starting') state = 'ready';
    const where = app.config.metrics;
    if (!where || metricsServer) return;
    metricsServer = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      metricsServer!.once('error', reject);
      metricsServer!.listen(where.port, where.host, () => resolve());
    });
    app.log.info({ metrics: `http://${where.host}:${(metricsServer.address() as AddressInfo).port}/metrics` }, 'metrics served');
  });
  // Closing begins: not ready from here, whatever started the close.
  app.addHook('preClose', async () => {
    state = 'draining';
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    redis?.disconnect();
  });
});
