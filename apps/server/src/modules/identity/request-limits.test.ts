import { randomUUID } from 'node:crypto';
import { ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests, startTestServer, type TestServer } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';
import { GENEROUS_IDENTITY_LIMITS, joinBody, newEmail, signedInMember } from './test-kit';

// Every write a script could repeat from one address is limited (HTTP 429, code 2011,
// Retry-After). The shipped numbers are proven here; other files raise them where they
// make many members from 127.0.0.1.

function expectTooMany(answer: ApiAnswer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ code: ApiCode.TOO_MANY_ATTEMPTS, message: expect.stringContaining('요청이 너무 많습니다') });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Calls `call` `allowed` times, each answered, then once more, refused. */
async function provesLimit(allowed: number, windowSeconds: number, call: () => Promise<ApiAnswer>, answered: (answer: ApiAnswer) => void) {
  for (let i = 0; i < allowed; i += 1) answered(await call());
  expectTooMany(await call(), windowSeconds);
}

describe('the shipped limits, per address', () => {
  const server = serverForTests();
  let client: HttpClient;
  beforeAll(async () => {
    client = server.client();
  });

  it('guest ids: 60 per 10 minutes, and a refused call stores no row', async () => {
    const rows = async () => (await server.db.selectFrom('guest_session').select('guest_hash').execute()).length;
    const before = await rows();
    await provesLimit(60, 600, () => client.post('/api/oauth/v1/guest/token'), (answer) => expect(answer.body.code).toBe(0));
    expect((await client.post('/api/oauth/v1/guest/token')).status).toBe(429);
    expect((await rows()) - before).toBe(60);
  });

  it('account status: 30 e-mails per 10 minutes', async () => {
    await provesLimit(30, 600, () => client.post('/api/membership/v1/account/status', { email: newEmail() }), (answer) => expect(answer.body.code).toBe(ApiCode.USER_NOT_EXIST));
  });

  it('identity verification: 20 requests and 20 completions per hour', async () => {
    await provesLimit(20, 3600, () => client.get('/api/certify/v1'), (answer) => expect(answer.body.code).toBe(0));
    const complete = () => client.post('/api/certify/v1/complete', { certifyNo: 'maru_nothing', certifyUid: 'imp_nothing' });
    await provesLimit(20, 3600, complete, (answer) => expect(answer.body.code).toBe(ApiCode.NO_DATA));
  });

  it('join: 10 per hour, counted whatever the outcome', async () => {
    const join = () => client.post('/api/membership/v1/join', joinBody('maru_nothing', newEmail()));
    await provesLimit(10, 3600, join, (answer) => expect(answer.body.code).toBe(ApiCode.IDENTITY_NOT_VERIFIED));
  });
});

describe('phone change: per member and per address', () => {
  const server = serverForTests(() => startTestServer({ env: { MARU_RATE_LIMITS: `${GENEROUS_IDENTITY_LIMITS},certify-change.perMember=2,certify-change.perIp=4` } }));

  it('refuses a member past their budget while another member from the address goes on, until the address is spent', async () => {
    const [first, second] = [await signedInMember(server), await signedInMember(server)];
    const change = (client: HttpClient) => client.post('/api/mypage/v1/certify/change', { certifyNo: 'maru_nothing' });
    await provesLimit(2, 3600, () => change(first.client), (answer) => expect(answer.body.code).toBe(ApiCode.IDENTITY_NOT_VERIFIED));
    // The address has counted 3 of its 4; the second member's first call is the 4th.
    expect((await change(second.client)).body.code).toBe(ApiCode.IDENTITY_NOT_VERIFIED);
    expectTooMany(await change(second.client), 3600);
  });
});

describe('with REDIS_URL set but Redis down', () => {
  it('still refuses past the limit, counting in memory, and logs one warning', async () => {
    const lines: { level: number; msg: string }[] = [];
    const server = await startTestServer({
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn', MARU_RATE_LIMITS: 'guest-token.perIp=3' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    try {
      const client = server.client();
      await provesLimit(3, 600, () => client.post('/api/oauth/v1/guest/token'), (answer) => expect(answer.body.code).toBe(0));
      for (let i = 0; i < 10; i += 1) expect((await client.post('/api/oauth/v1/guest/token')).status).toBe(429);
      expect(lines.filter((line) => line.msg.includes('Redis unreachable'))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

// Needs a real Redis (CI runs one); without REDIS_URL each process counts alone.
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('two server processes on one Redis', () => {
  it('share an address budget', async () => {
    const env = { REDIS_URL: redisUrl!, MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: 'guest-token.perIp=3' };
    const [first, second] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    try {
      const guestId = (server: TestServer) => server.client().post('/api/oauth/v1/guest/token');
      // A hit made before a process's Redis connection is ready counts in its memory; wait for both.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([(await guestId(first)).status, (await guestId(first)).status, (await guestId(second)).status]).toEqual([200, 200, 200]);
      expectTooMany(await guestId(second), 600);
      expectTooMany(await guestId(first), 600);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
