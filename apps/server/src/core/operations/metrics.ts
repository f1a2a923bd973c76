import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolFigures } from '../../db/connect';
import type { Database } from '../../db/database';
import type { CacheRegistry } from '../cache';
import type { JobQueue } from '../jobs/job-queue';

/** What the metrics read their figures from when scraped. */
export interface MetricSources {
  pools: Record<string, Kysely<Database>>;
  caches: CacheRegistry;
  jobQueue: () => JobQueue | undefined;
}

export interface ServerMetrics {
  registry: Registry;
  /** One answered request: its route's pattern (never the raw URL, whose ids and queries are unbounded), method, status and time. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
}

/**
 * Latency buckets in seconds: most API answers here take 2–60 ms (bench:load), searches and
 * server-rendered pages up to a few hundred, and anything past 2.5 s is a fault to see.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of one server (prom-client), in a registry of its own: the tests build
 * several apps in one process, and a global registry would mix their figures. Pool, queue
 * and cache figures are read when scraped, so nothing is counted on the request path but
 * the request itself.
 */
export function serverMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'maru_' });
  const requests = new Counter({ name: 'maru_http_requests_total', help: 'Requests answered, by route pattern, method and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'maru_http_request_duration_seconds', help: 'Time to answer, by route pattern and method', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [registry] });

  new Gauge({
    name: 'maru_db_pool_connections',
    help: 'Database pool connections: total open, idle, and queries waiting for one',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [pool, db] of Object.entries(sources.pools)) {
        const figures = poolFigures(db);
        if (!figures) continue;
        this.set({ pool, state: 'total' }, figures.total);
        this.set({ pool, state: 'idle' }, figures.idle);
        this.set({ pool, state: 'waiting' }, figures.waiting);
      }
    },
  });

  // One read of pg-boss's table serves both queue figures: a scrape collects every metric at once.
  let backlog: ReturnType<JobQueue['backlog']> | undefined;
  const readBacklog = () => (backlog ??= (sources.jobQueue()?.backlog() ?? Promise.resolve([])).catch(() => []).finally(() => (backlog = undefined)));
  new Gauge({
    name: 'maru_job_queue_due',
    help: 'Jobs due and not yet taken by a worker, per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, due } of await readBacklog()) this.set({ queue }, due);
    },
  });
  new Gauge({
    name: 'maru_job_queue_lag_seconds',
    help: 'How long the oldest due job of each queue has waited for a worker',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, lagSeconds } of await readBacklog()) this.set({ queue }, lagSeconds);
    },
  });

  // Counted by the caches themselves (core/cache/named-cache.ts); copied in when scraped.
  new Counter({
    name: 'maru_cache_lookups_total',
    help: 'Named cache lookups, answered from the cache (hit) or by a load (miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of sources.caches.all()) {
        this.inc({ cache: cache.spec.name, result: 'hit' }, cache.lookups.hits);
        this.inc({ cache: cache.spec.name, result: 'miss' }, cache.lookups.misses);
      }
    },
  });
  new Gauge({
    name: 'maru_cache_entries',
    help: 'Entries each named cache holds now',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const cache of sources.caches.all()) this.set({ cache: cache.spec.name }, cache.size);
    },
  });

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
  };
}
