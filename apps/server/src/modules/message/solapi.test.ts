import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { depsOf, makeDue, newMobile, outboxRow, received, shippedMessage, startMessageServer } from './message-test-kit';
import { deliverPendingMessages, MAX_ATTEMPTS, queueMessage } from './outbox';
import { solapiSandbox } from './settings';
import { solapiAuthorization } from './solapi';

const server = serverForTests(startMessageServer);

const SEND = '/sandbox/solapi/messages/v4/send-many/detail';
const oneSms = (to: string) => ({
  messages: [{ to, from: solapiSandbox.sender, text: '[마루] 샌드박스 확인', type: 'SMS', customFields: { outboxId: '0' } }],
  showMessageList: true,
});

function signed(date: Date, secret: string = solapiSandbox.apiSecret, salt = `salt${Math.random().toString(16).slice(2)}`, apiKey: string = solapiSandbox.apiKey) {
  const iso = date.toISOString();
  const signature = createHmac('sha256', secret).update(iso + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${iso}, salt=${salt}, signature=${signature}`;
}

async function post(authorization: string | undefined, body: unknown = oneSms(newMobile())) {
  const response = await fetch(server.url + SEND, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A local HTTP server answering every request the same way (a provider in trouble). */
async function fakeProvider(status: number, body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const fake: Server = createServer((_request, response) => response.writeHead(status, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => fake.close(() => resolve())) };
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the Solapi sandbox authenticates as Solapi documents it', () => {
  it('accepts a fresh signature of the sandbox credentials and lists the message it took', async () => {
    const to = newMobile();
    const answer = await post(solapiAuthorization(solapiSandbox.apiKey, solapiSandbox.apiSecret), oneSms(to));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      groupInfo: { groupId: expect.stringMatching(/^G4V/), count: { total: 1, registeredSuccess: 1, registeredFailed: 0 } },
      failedMessageList: [],
      messageList: [{ messageId: expect.stringMatching(/^M4V/), statusCode: '2000', customFields: { outboxId: '0' } }],
    });
  });

  it('refuses a wrong secret, an unknown key, a date more than 15 minutes off and a signature used twice (403), and no signature at all (401)', async () => {
    expect(await post(signed(new Date(), 'not-the-sandbox-secret'))).toEqual({ status: 403, body: { errorCode: 'SignatureDoesNotMatch', errorMessage: expect.any(String) } });
    expect((await post(signed(new Date(), undefined, undefined, 'NCSUNKNOWNKEY123'))).body.errorCode).toBe('InvalidAPIKey');
    expect(await post(signed(new Date(Date.now() - 16 * 60_000)))).toMatchObject({ status: 403, body: { errorCode: 'RequestTimeTooSkewed' } });
    expect(await post(signed(new Date(Date.now() + 16 * 60_000)))).toMatchObject({ status: 403, body: { errorCode: 'RequestTimeTooSkewed' } });
    expect((await post(signed(new Date(Date.now() - 14 * 60_000)))).status).toBe(200);
    expect((await post(signed(new Date(), undefined, 'short'))).body.errorCode).toBe('SignatureDoesNotMatch');

    const once = signed(new Date());
    expect((await post(once)).status).toBe(200);
    expect(await post(once)).toMatchObject({ status: 403, body: { errorCode: 'DuplicatedSignature' } });

    expect(await post(undefined)).toMatchObject({ status: 401, body: { errorCode: 'Unauthorized' } });
    expect((await post('Bearer abc')).status).toBe(401);
  });

  it('refuses an unreadable body with 400 and each unacceptable message with its status code', async () => {
    expect(await post(solapiAuthorization(solapiSandbox.apiKey, solapiSandbox.apiSecret), { messages: [] })).toMatchObject({ status: 400, body: { errorCode: 'ValidationError' } });
    const to = newMobile();
    const answer = await post(solapiAuthorization(solapiSandbox.apiKey, solapiSandbox.apiSecret), {
      messages: [
        { to, from: '0299999999', text: '미등록 발신번호', type: 'SMS', customFields: { outboxId: '1' } },
        { to, from: solapiSandbox.sender, text: '알림톡 본문', type: 'ATA', kakaoOptions: { pfId: solapiSandbox.pfId, templateId: 'KA01TP-UNKNOWN' }, customFields: { outboxId: '2' } },
        { to, from: solapiSandbox.sender, text: '가'.repeat(46), type: 'SMS', customFields: { outboxId: '3' } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.failedMessageList).toEqual([
      expect.objectContaining({ statusCode: '1062', customFields: { outboxId: '1' } }),
      expect.objectContaining({ statusCode: '1042', customFields: { outboxId: '2' } }),
      expect.objectContaining({ statusCode: '1031', customFields: { outboxId: '3' } }),
    ]);
    expect(answer.body).not.toHaveProperty('messageList');
  });
});

describe('the Solapi adapter against the sandbox', () => {
  it(`a wrong secret is refused: the message stays PENDING with its attempts counted, then FAILED after ${MAX_ATTEMPTS}`, async () => {
    const id = await queueMessage(server.db, shippedMessage(newMobile()));
    const wrongSecret = depsOf(server, { apiSecret: 'not-the-sandbox-secret' });

    expect(await deliverPendingMessages(wrongSecret)).toEqual({ sent: 0, failed: 1, deferred: 0 });
    const first = await outboxRow(server, id);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, claim_token: null, claimed_until: null, last_error: expect.stringContaining('Solapi 403 SignatureDoesNotMatch') });
    // The next try waits (a minute after the first refusal, longer after each).
    expect(first.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await deliverPendingMessages(wrongSecret)).toEqual({ sent: 0, failed: 0, deferred: 0 });

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await makeDue(server, [id]);
      await deliverPendingMessages(wrongSecret);
      expect(await outboxRow(server, id)).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? 'PENDING' : 'FAILED' });
    }
    // FAILED is final: neither a due time nor the right secret sends it.
    await makeDue(server, [id]);
    expect(await deliverPendingMessages(depsOf(server))).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(await received(server, [id])).toHaveLength(0);
  });

  it('a provider that is down leaves the message PENDING, attempts untouched, for the retry that sends it', async () => {
    const id = await queueMessage(server.db, shippedMessage(newMobile()));
    const port = await closedPort();
    expect(await deliverPendingMessages(depsOf(server, { apiBase: () => `http://127.0.0.1:${port}` }))).toEqual({ sent: 0, failed: 0, deferred: 1 });
    const waiting = await outboxRow(server, id);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 0, claim_token: null, last_error: expect.stringContaining('Solapi unreachable') });
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    await makeDue(server, [id]);
    expect(await deliverPendingMessages(depsOf(server))).toMatchObject({ sent: 1 });
    expect(await outboxRow(server, id)).toMatchObject({ status: 'SENT', attempts: 0, last_error: null });
    expect(await received(server, [id])).toHaveLength(1);
  });

  it('a 5xx, a 429 or an answer it cannot read is a retry; another 4xx is a refusal', async () => {
    const cases = [
      { status: 503, body: '{"errorCode":"ServiceUnavailable","errorMessage":"점검 중"}', outcome: 'deferred' },
      { status: 429, body: '{"errorCode":"TooManyRequests","errorMessage":"잠시 후"}', outcome: 'deferred' },
      { status: 200, body: '<html>maintenance</html>', outcome: 'deferred' },
      { status: 200, body: '{"groupInfo":{}}', outcome: 'deferred' },
      { status: 400, body: '{"errorCode":"ValidationError","errorMessage":"messages[0].to"}', outcome: 'failed' },
    ] as const;
    for (const { status, body, outcome } of cases) {
      const provider = await fakeProvider(status, body);
      const id = await queueMessage(server.db, shippedMessage(newMobile()));
      try {
        const result = await deliverPendingMessages(depsOf(server, { apiBase: () => provider.url }));
        expect({ status, result }).toEqual({ status, result: { sent: 0, failed: outcome === 'failed' ? 1 : 0, deferred: outcome === 'deferred' ? 1 : 0 } });
        expect(await outboxRow(server, id)).toMatchObject({ status: 'PENDING', attempts: outcome === 'failed' ? 1 : 0, last_error: expect.stringContaining(String(status)) });
      } finally {
        await provider.close();
        // Out of the way of the next case.
        await server.db.updateTable('message_outbox').set({ status: 'FAILED' }).where('message_id', '=', id).execute();
      }
    }
  });

  it('a 알림톡 whose text is not its registered template is refused per message (1043) while the rest of the batch goes', async () => {
    const tampered = await queueMessage(server.db, shippedMessage(newMobile()));
    const fine = await queueMessage(server.db, shippedMessage(newMobile()));
    await server.db.updateTable('message_outbox').set({ text: '[마루(MARU)] 오늘만 특가! 지금 구매하세요' }).where('message_id', '=', tampered).execute();
    expect(await deliverPendingMessages(depsOf(server))).toEqual({ sent: 1, failed: 1, deferred: 0 });
    expect(await outboxRow(server, tampered)).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'Solapi 1043: 등록한 템플릿과 내용이 다릅니다.' });
    expect(await outboxRow(server, fine)).toMatchObject({ status: 'SENT' });
    await server.db.updateTable('message_outbox').set({ status: 'FAILED' }).where('message_id', '=', tampered).execute();
  });
});
