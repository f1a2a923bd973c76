import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer, type Server, type Socket, connect } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { memoryCounter } from './memory-counter';
import { sharedCounter } from './shared-counter';
import type { WindowCounter } from './window-counter';

/** A logger whose lines the test can read. */
function recordingLog(): { log: FastifyBaseLogger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { log, lines };
}
const WARN = 40;
const warnings = (lines: { level: number; msg: string }[]) => lines.filter((line) => line.level === WARN);

const counters: WindowCounter[] = [];
afterEach(async () => {
  await Promise.all(counters.splice(0).map((counter) => counter.close()));
});

describe('memoryCounter', () => {
  it('counts hits in a window that starts at the first hit, peeks, resets and forgets ended windows', async () => {
    const counter = memoryCounter();
    // A window far longer than the test: a busy machine may pause between two hits (a 200 ms
    // window once ended between them in CI), and only the short window below is meant to end.
    expect(await counter.hit('a', 60_000)).toMatchObject({ count: 1 });
    const second = await counter.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await counter.peek('a')).count).toBe(2);
    expect((await counter.peek('b')).count).toBe(0);
    await counter.reset('a');
    expect((await counter.peek('a')).count).toBe(0);
    await counter.hit('c', 30);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await counter.hit('c', 30)).count).toBe(1);
  });
});

/**
 * What takeBack promises on any counter: one hit less in the same window, never below zero
 * (50 take-backs at once of 10 hits leave 0, not -40), and no window started for a key
 * that has none (else the next hit would find a count, or a window, it never made).
 */
async function takesBackOneHit(counter: WindowCounter): Promise<void> {
  for (let i = 0; i < 3; i += 1) await counter.hit('a', 60_000);
  const before = await counter.peek('a');
  await counter.takeBack('a');
  const after = await counter.peek('a');
  expect(after.count).toBe(2);
  expect(after.resetInMs).toBeGreaterThan(0);
  expect(after.resetInMs).toBeLessThanOrEqual(before.resetInMs);

  for (let i = 0; i < 10; i += 1) await counter.hit('b', 60_000);
  await Promise.all(Array.from({ length: 50 }, () => counter.takeBack('b')));
  expect((await counter.hit('b', 60_000)).count).toBe(1);

  await counter.takeBack('never-hit');
  expect(await counter.peek('never-hit')).toEqual({ count: 0, resetInMs: 0 });
  expect(await counter.hit('never-hit', 60_000)).toMatchObject({ count: 1 });
}

describe('memoryCounter.takeBack', () => {
  it('takes back one hit in the same window, never below zero, and starts no window', async () => {
    await takesBackOneHit(memoryCounter());
  });
});

describe('sharedCounter with REDIS_URL pointing at a closed port', () => {
  it('keeps counting in memory and logs exactly one warning', async () => {
    const { log, lines } = recordingLog();
    const counter = sharedCounter({ redisUrl: 'redis://127.0.0.1:1', prefix: `test:${randomUUID()}:`, log });
    counters.push(counter);
    // Let ioredis fail to connect a few times first, so the warning is not from the first hit alone.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts: number[] = [];
    for (let i = 0; i < 30; i += 1) counts.push((await counter.hit('guest', 60_000)).count);
    expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(warnings(lines)).toHaveLength(1);
    expect(warnings(lines)[0]!.msg).toContain('Redis unreachable');
  });
});

// Needs a real Redis (CI runs one); without REDIS_URL these are skipped.
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('sharedCounter over a real Redis', () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => redis?.disconnect());
  /** Hits until a hit lands in Redis (before the connection is ready they count in memory). */
  const untilInRedis = async (counter: WindowCounter, prefix: string) => {
    const probe = `probe:${randomUUID()}`;
    await expect.poll(async () => (await counter.hit(probe, 60_000), Number(await redis!.get(prefix + probe))), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
  };

  it('shares the count between two processes (two counters on one prefix)', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [first, second] = [sharedCounter({ redisUrl, prefix, log: recordingLog().log }), sharedCounter({ redisUrl, prefix, log: recordingLog().log })];
    counters.push(first, second);
    await untilInRedis(first, prefix);
    await untilInRedis(second, prefix);
    await first.hit('k', 60_000);
    expect(await second.hit('k', 60_000)).toMatchObject({ count: 2 });
    expect(Number(await redis!.pttl(`${prefix}k`))).toBeGreaterThan(50_000);
  });

  it('takes back one hit in Redis, atomically, never below zero, keeping the window and starting none', async () => {
    const prefix = `test:${randomUUID()}:`;
    const counter = sharedCounter({ redisUrl, prefix, log: recordingLog().log });
    counters.push(counter);
    await untilInRedis(counter, prefix);
    await takesBackOneHit(counter);
    expect(Number(await redis!.get(`${prefix}a`))).toBe(2);
    expect(Number(await redis!.pttl(`${prefix}a`))).toBeGreaterThan(50_000);
    expect(Number(await redis!.get(`${prefix}b`))).toBe(1);
  });

  it('falls back to memory when Redis dies mid-run, warns once, and goes back to Redis when it returns', async () => {
    const proxy = await redisProxy(new URL(redisUrl!));
    const { log, lines } = recordingLog();
    const prefix = `test:${randomUUID()}:`;
    const counter = sharedCounter({ redisUrl: `redis://127.0.0.1:${proxy.port}`, prefix, log });
    counters.push(counter);
    try {
      await untilInRedis(counter, prefix);
      expect((await counter.hit('k', 60_000)).count).toBe(1);

      await proxy.stop();
      const during: number[] = [];
      for (let i = 0; i < 20; i += 1) during.push((await counter.hit('k', 60_000)).count);
      // Counted in memory from 1 again; Redis still holds the one hit made before the outage.
      expect(during).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(Number(await redis!.get(`${prefix}k`))).toBe(1);
      expect(warnings(lines)).toHaveLength(1);
      expect(warnings(lines)[0]!.msg).toContain('Redis unreachable');

      await proxy.start();
      await untilInRedis(counter, prefix);
      expect((await counter.hit('k', 60_000)).count).toBe(2);
      expect(lines.some((line) => line.msg.includes('Redis reachable again'))).toBe(true);
      expect(warnings(lines)).toHaveLength(1);
    } finally {
      await proxy.stop();
    }
  });
});

/** A TCP relay to Redis on a fixed local port that can be cut and restored, as Redis dying and coming back. */
async function redisProxy(target: URL): Promise<{ port: number; stop: () => Promise<void>; start: () => Promise<void> }> {
  let server: Server | undefined;
  let port = 0;
  const sockets = new Set<Socket>();
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return { port, start, stop };
}
