import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createJobQueue, type JobQueue, type QueueWorker } from './job-queue';

let server: TestServer;
const queues: JobQueue[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = pino({ level: 'silent' });

/** A queue of its own (name unique to the test) with one worker recording what it ran and when. */
async function queueWith(worker: Partial<QueueWorker> = {}) {
  const name = `test.${randomUUID().slice(0, 8)}`;
  const ran: { data: unknown; at: number }[] = [];
  const queue = createJobQueue({ db: server.db, log });
  queues.push(queue);
  await queue.start([{ queue: name, pollingIntervalSeconds: 0.5, handle: async (data) => void ran.push({ data, at: Date.now() }), ...worker }]);
  return { name, queue, ran };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the job queue');
    await sleep(100);
  }
}

describe('the job queue', () => {
  it('runs a job no earlier than its startAfter', async () => {
    const { name, queue, ran } = await queueWith();
    const startAfter = new Date(Date.now() + 1_500);
    expect(await queue.send(name, { n: 1 }, { startAfter })).toEqual(expect.any(String));
    await sleep(1_000);
    expect(ran).toEqual([]);
    await until(() => ran.length === 1);
    expect(ran[0]!.data).toEqual({ n: 1 });
    expect(ran[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it('creates a job sent inside a transaction only when that transaction commits', async () => {
    const { name, queue, ran } = await queueWith();
    await server.db
      .transaction()
      .execute(async (trx) => {
        await queue.send(name, { kept: false }, { db: trx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await server.db.transaction().execute((trx) => queue.send(name, { kept: true }, { db: trx }));
    await until(() => ran.length === 1);
    await sleep(1_200);
    expect(ran.map((job) => job.data)).toEqual([{ kept: true }]);
  });

  it("keeps one waiting job per singletonKey on a 'short' queue", async () => {
    const { name, queue, ran } = await queueWith({ policy: 'short' });
    const startAfter = new Date(Date.now() + 1_000);
    expect(await queue.send(name, { copy: 1 }, { startAfter, singletonKey: 'order-1' })).toEqual(expect.any(String));
    expect(await queue.send(name, { copy: 2 }, { startAfter, singletonKey: 'order-1' })).toBeNull();
    expect(await queue.send(name, { copy: 3 }, { startAfter, singletonKey: 'order-2' })).toEqual(expect.any(String));
    await until(() => ran.length === 2);
    expect(ran.map((job) => job.data)).toEqual(expect.arrayContaining([{ copy: 1 }, { copy: 3 }]));
  });

  it('retries a job whose handler throws', async () => {
    let attempts = 0;
    const { name, queue } = await queueWith({
      retryLimit: 1,
      retryDelaySeconds: 1,
      handle: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('provider down');
      },
    });
    await queue.send(name, {});
    await until(() => attempts === 2, 15_000);
    // The second attempt succeeded: no third one follows.
    await sleep(1_500);
    expect(attempts).toBe(2);
  });

  it('stops gracefully: a job in hand is finished before stop returns', async () => {
    let finished = false;
    let started = false;
    const name = `test.${randomUUID().slice(0, 8)}`;
    const queue = createJobQueue({ db: server.db, log });
    await queue.start([
      {
        queue: name,
        pollingIntervalSeconds: 0.5,
        handle: async () => {
          started = true;
          await sleep(1_000);
          finished = true;
        },
      },
    ]);
    await queue.send(name, {});
    await until(() => started);
    await queue.stop();
    expect(finished).toBe(true);
  });
});
