import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { modules } from '../modules';
import { startTestServer, serverForTests } from '../../test/harness';

// Every log line the server writes, parsed (pino JSON).
const lines: Record<string, unknown>[] = [];
const server = serverForTests(() => startTestServer({
  // METRICS_PORT=0: the metrics listen on a free port of their own, beside the shop's.
  env: { METRICS_PORT: '0', LOG_LEVEL: 'info' },
  logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
}));

const metricsText = async () => {
  const address = server.app.operations.metricsAddress();
  if (!address) throw new Error('the metrics port is not listening');
  const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
};

/** The value of one sample line of the exposition text, or undefined when absent. */
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && labels.split(',').every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('health and readiness', () => {
  it('says the process is alive at /api/health', async () => {
    const answer = await server.client().get('/api/health');
    expect([answer.status, answer.body.code, answer.body.data]).toEqual([200, 0, { status: 'up' }]);
  });

  it('is ready once it listens: the database, Redis when REDIS_URL is set, and storage answer', async () => {
    const answer = await server.client().get('/api/ready');
    expect(answer.status).toBe(200);
    const checks = { database: 'up', storage: 'up', ...(server.config.redisUrl ? { redis: 'up' } : {}) };
    expect(answer.body.data).toEqual({ status: 'ready', checks });
  });

  it('is not ready while starting: an app that has not listened yet answers 503', async () => {
    const starting = await buildApp({ config: server.config, db: server.db, modules });
    try {
      const answer = await starting.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 999, data: { status: 'starting', checks: { database: 'up' } } });
      expect((await starting.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });
});

describe('the request id', () => {
  it('is in the answer’s header and in every log line of the request, taken from a safe x-request-id', async () => {
    const answer = await server.client().get('/api/category/v1/all', { headers: { 'x-request-id': ' proxy-id-1234abcd ' } });
    expect(answer.headers.get('x-request-id')).toBe('proxy-id-1234abcd');
    const logged = lines.filter((line) => line.reqId === 'proxy-id-1234abcd');
    expect(logged.map((line) => line.msg)).toContain('request completed');
  });

  it('is a new UUID when the given one is unsafe', async () => {
    const answer = await server.client().get('/api/health', { headers: { 'x-request-id': 'x"}\\u000a{"level":60' } });
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.reqId === id)).toBe(true);
  });
});

describe('metrics on their own port', () => {
  it('are not served on the shop’s port', async () => {
    const answer = await server.client().get('/metrics');
    expect(answer.status).toBe(404);
  });

  it('count requests and their latency per route pattern, not per address', async () => {
    const rows = await server.db.selectFrom('brand').select('brand_no').orderBy('brand_no').limit(2).execute();
    expect(rows).toHaveLength(2);
    for (const { brand_no: brandNo } of rows) expect((await server.client().get(`/api/brand/v1/${brandNo}`)).status).toBe(200);
    await server.client().get('/api/no/such/route/123');
    const text = await metricsText();
    expect(sample(text, 'maru_http_requests_total', 'route="/api/brand/v1/:brandNo",method="GET",status="200"')).toBe(2);
    expect(text).not.toContain(`route="/api/brand/v1/${rows[0]!.brand_no}"`);
    expect(sample(text, 'maru_http_request_duration_seconds_count', 'route="/api/brand/v1/:brandNo"')).toBe(2);
    expect(sample(text, 'maru_http_requests_total', 'route="(unmatched)",status="404"')).toBeGreaterThanOrEqual(1);
  });

  it('show the database pools, the job queue and the caches’ hits and misses', async () => {
    // The same list twice: one load, then one answer from its cache.
    await server.client().get('/api/category/v1/all');
    await server.client().get('/api/category/v1/all');
    const text = await metricsText();
    for (const state of ['total', 'idle', 'waiting']) expect(sample(text, 'maru_db_pool_connections', `pool="main",state="${state}"`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'maru_db_pool_connections', 'pool="main",state="total"')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE maru_job_queue_due gauge');
    expect(text).toContain('# TYPE maru_job_queue_lag_seconds gauge');
    const hits = text.split('\n').filter((line) => line.startsWith('maru_cache_lookups_total{') && line.includes('result="hit"')).map((line) => Number(line.split(' ').pop()));
    expect(Math.max(...hits)).toBeGreaterThan(0);
    expect(text).toContain('maru_process_cpu_seconds_total');
  });

  it('count a due job no worker has taken as queue depth, with its lag', async () => {
    // With the workers stopped, a job sent to one of the queues waits: the queue's depth.
    await server.app.jobQueue.stop();
    const { rows } = await sql<{ name: string }>`select name from pgboss.queue order by name limit 1`.execute(server.db);
    const queue = rows[0]!.name;
    await server.app.jobQueue.send(queue, { probe: true }, { startAfter: new Date(Date.now() - 5_000) });
    const backlog = await server.app.jobQueue.backlog();
    expect(backlog.find((row) => row.queue === queue)).toMatchObject({ due: 1 });
    const text = await metricsText();
    expect(sample(text, 'maru_job_queue_due', `queue="${queue}"`)).toBe(1);
    expect(sample(text, 'maru_job_queue_lag_seconds', `queue="${queue}"`)).toBeGreaterThanOrEqual(4);
  });
});

describe('draining (SIGTERM)', () => {
  it('answers /api/ready 503 while every other request is still served, each answer asking the client to close its connection', async () => {
    const before = await server.client().get('/api/category/v1/all');
    expect(before.headers.get('connection')).not.toBe('close');
    server.app.operations.drain();
    const ready = await server.client().get('/api/ready');
    expect([ready.status, (ready.body.data as { status: string }).status]).toEqual([503, 'draining']);
    const health = await server.client().get('/api/health');
    const category = await server.client().get('/api/category/v1/all');
    expect([health.status, category.status]).toEqual([200, 200]);
    // Only the client closes a kept-alive connection without racing a request (core/operations/graceful-close.ts).
    expect([ready, health, category].map((answer) => answer.headers.get('connection'))).toEqual(['close', 'close', 'close']);
  });
});
