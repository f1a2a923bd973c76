import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-limiter';
import { GENEROUS_IDENTITY_LIMITS, joinNewMember, newEmail, signIn, startIdentityServer } from './test-kit';

const LOGIN = '/api/membership/v1/login';

describe('failed sign-ins are limited per account and per IP', () => {
  const server = serverForTests(startIdentityServer);

  it('answers 429 TOO_MANY_ATTEMPTS after 5 failures for one account, even with the right password', async () => {
    const member = await joinNewMember(server);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await member.client.post(LOGIN, { email: member.email, password: 'wrong-pass1!' })).body.code).toBe(2006);
    }
    const blocked = await signIn(member.client, member.email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(2011);
    // The wait said is the one left (15 minutes here, just blocked), as Retry-After says.
    expect(blocked.body.message).toBe('로그인 시도 횟수를 초과했습니다. 15분 후에 다시 시도해 주세요.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('answers 429 after 20 failures from one address across accounts', async () => {
    const fresh = await startIdentityServer();
    try {
      const member = await joinNewMember(fresh);
      const client = fresh.client();
      for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
        expect((await client.post(LOGIN, { email: newEmail(), password: 'whatever1!' })).body.code).toBe(2002);
      }
      expect((await signIn(client, member.email)).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('takes the per-address number from MARU_RATE_LIMITS (sign-in-failures.perIp)', async () => {
    const lowered = await startIdentityServer({ MARU_RATE_LIMITS: `${GENEROUS_IDENTITY_LIMITS},sign-in-failures.perIp=3` });
    try {
      const member = await joinNewMember(lowered);
      const client = lowered.client();
      for (let i = 0; i < 3; i += 1) expect((await client.post(LOGIN, { email: newEmail(), password: 'whatever1!' })).body.code).toBe(2002);
      expect((await signIn(client, member.email)).status).toBe(429);
    } finally {
      await lowered.close();
    }
  });
});

// With REDIS_URL the counters hold across processes; without it each process counts alone.
const redisUrl = process.env.REDIS_URL;
describe(`two app instances ${redisUrl ? 'sharing Redis' : 'without Redis'}`, () => {
  it(redisUrl ? 'share the failure count' : 'count failures each in its own memory', async () => {
    const env = { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const { startTestServer } = await import('../../../test/harness');
    const [first, second] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    try {
      const email = newEmail();
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
        const instance = i % 2 === 0 ? first : second;
        await instance.client().post(LOGIN, { email, password: 'wrong-pass1!' });
      }
      const next = await first.client().post(LOGIN, { email, password: 'wrong-pass1!' });
      expect(next.status).toBe(redisUrl ? 429 : 200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
