import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { depsOf, newMobile, received, shippedMessage, startMessageServer } from './message-test-kit';
import { type DeliveryResult, deliverPendingMessages, queueMessage } from './outbox';

const server = serverForTests(startMessageServer);

/** One sender draining the outbox in small batches, as a server process's deliverSoon does. */
async function drain(batch: number, apiBase?: string): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, failed: 0, deferred: 0 };
  for (;;) {
    const round = await deliverPendingMessages(depsOf(server, apiBase ? { apiBase: () => apiBase } : {}), batch);
    total.sent += round.sent;
    total.failed += round.failed;
    total.deferred += round.deferred;
    if (round.sent + round.failed + round.deferred === 0) return total;
  }
}

/** The sandbox behind a slow network: each request reaches it `delayMs` late. */
async function slowRoute(delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      setTimeout(async () => {
        const answer = await fetch(`${server.url}/sandbox/solapi${request.url}`, {
          method: request.method,
          headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => proxy.close(() => resolve())) };
}

async function queueTwenty(): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 20; i += 1) ids.push(await queueMessage(server.db, shippedMessage(newMobile(), { orderNo: `2026112500${String(i).padStart(4, '0')}` })));
  return ids;
}

async function expectEachSentOnce(ids: number[]) {
  const accepted = await received(server, ids);
  expect(accepted).toHaveLength(20);
  expect(new Set(accepted.map((row) => row.custom_fields?.outboxId)).size).toBe(20);
  const rows = await server.db.selectFrom('message_outbox').select(['status', 'provider_message_id']).where('message_id', 'in', ids).execute();
  expect(rows.every((row) => row.status === 'SENT')).toBe(true);
  expect(new Set(rows.map((row) => row.provider_message_id)).size).toBe(20);
}

describe('several senders at once', () => {
  it('two deliverers over 20 messages send each message exactly once', async () => {
    const ids = await queueTwenty();
    // Small batches, so the two claim in turns rather than one taking everything.
    const [first, second] = await Promise.all([drain(3), drain(3)]);
    expect(first.sent + second.sent).toBe(20);
    expect(first.sent).toBeGreaterThan(0);
    expect(second.sent).toBeGreaterThan(0);
    await expectEachSentOnce(ids);
  });

  it('a fast deliverer never takes the messages a slow one is still sending', async () => {
    const ids = await queueTwenty();
    const slow = await slowRoute(150);
    try {
      const [slowResult, fastResult] = await Promise.all([drain(3, slow.url), drain(3)]);
      expect(slowResult.sent + fastResult.sent).toBe(20);
      expect(slowResult.sent).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
    await expectEachSentOnce(ids);
  });
});
