import { randomUUID } from 'node:crypto';
import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { tallyAtOnce } from '../../../test/at-once';
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

  // Issue 41: the limiter used to read the count, check the password, then count, so a crowd
  // of tries sent at once all read 0 and all had their password checked.
  it(`checks at most ${MAX_FAILURES_PER_ACCOUNT} of 20 wrong passwords sent at once for one account, and the right one after them is locked`, async () => {
    const member = await joinNewMember(server);
    const tally = await tallyAtOnce(20, () => member.client.post(LOGIN, { email: member.email, password: 'wrong-pass1!' }));
    expect(tally).toEqual({ [ApiCode.WRONG_PASSWORD]: MAX_FAILURES_PER_ACCOUNT, [ApiCode.TOO_MANY_ATTEMPTS]: 20 - MAX_FAILURES_PER_ACCOUNT });
    expect((await signIn(member.client, member.email)).status).toBe(429);
  });

  it('checks at most perIp of the tries sent at once from one address across accounts', async () => {
    const lowered = await startIdentityServer({ MARU_RATE_LIMITS: `${GENEROUS_IDENTITY_LIMITS},sign-in-failures.perIp=3` });
    try {
      const client = lowered.client();
      const tally = await tallyAtOnce(20, () => client.post(LOGIN, { email: newEmail(), password: 'whatever1!' }));
      expect(tally).toEqual({ [ApiCode.USER_NOT_EXIST]: 3, [ApiCode.TOO_MANY_ATTEMPTS]: 17 });
    } finally {
      await lowered.close();
    }
  });

  it('does not count successful sign-ins against the address, and a success clears the account', async () => {
    const lowered = await startIdentityServer({ MARU_RATE_LIMITS: `${GENEROUS_IDENTITY_LIMITS},sign-in-failures.perIp=3` });
    try {
      const member = await joinNewMember(lowered);
      for (let i = 0; i < 5; i += 1) expect((await signIn(member.client, member.email)).body.code).toBe(0);
      for (let round = 0; round < 2; round += 1) {
        expect((await member.client.post(LOGIN, { email: member.email, password: 'wrong-pass1!' })).body.code).toBe(ApiCode.WRONG_PASSWORD);
        expect((await signIn(member.client, member.email)).body.code).toBe(0);
      }
      // Two failures so far on this address: one more is allowed, then it is locked.
      expect((await member.client.post(LOGIN, { email: newEmail(), password: 'whatever1!' })).body.code).toBe(ApiCode.USER_NOT_EXIST);
      expect((await signIn(member.client, member.email)).status).toBe(429);
    } finally {
      await lowered.close();
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

  // Two servers start inside the test (a database copy each), hence the longer timeout.
  it(redisUrl ? `check at most ${MAX_FAILURES_PER_ACCOUNT} of 20 tries sent at once to both` : `check at most ${MAX_FAILURES_PER_ACCOUNT} each of 20 tries sent at once to both`, async () => {
    const env = { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const { startTestServer } = await import('../../../test/harness');
    const instances = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    try {
      const email = newEmail();
      const clients = instances.map((instance) => instance.client());
      const tally = await tallyAtOnce(20, (i) => clients[i % 2]!.post(LOGIN, { email, password: 'wrong-pass1!' }));
      const checked = redisUrl ? MAX_FAILURES_PER_ACCOUNT : 2 * MAX_FAILURES_PER_ACCOUNT;
      expect(tally).toEqual({ [ApiCode.USER_NOT_EXIST]: checked, [ApiCode.TOO_MANY_ATTEMPTS]: 20 - checked });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  }, 60_000);
});
