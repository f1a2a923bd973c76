import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

/** Used by the identity tests only: drives the real HTTP flows through the sandboxes. */

export interface TestPerson {
  name: string;
  phone: string;
  birthday: string;
  gender: 'male' | 'female';
}

export const PASSWORD = 'maru-pass1!';

/**
 * These files make dozens of verified members from one address, far past what one person
 * needs; the verification and join limits are raised here and proven in request-limits.test.ts.
 */
export const GENEROUS_IDENTITY_LIMITS = 'certify-start.perIp=1000,certify-complete.perIp=1000,join.perIp=1000';

/** Each server gets its own Redis key space, so runs and files never share counters. */
export function startIdentityServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: GENEROUS_IDENTITY_LIMITS, ...env } });
}

/** A new adult with a unique identity (the sandbox derives the unique key from name, birthday, gender). */
export function newPerson(overrides: Partial<TestPerson> = {}): TestPerson {
  const suffix = randomUUID().slice(0, 8);
  return { name: `홍길동${suffix}`, phone: '010-1234-5678', birthday: '1990-05-17', gender: 'male', ...overrides };
}

export function newEmail(): string {
  return `m${randomUUID().replaceAll('-', '').slice(0, 12)}@example.com`;
}

/** Starts a verification, plays the person in the PortOne sandbox and completes it. */
export async function certify(client: HttpClient, person: TestPerson): Promise<string> {
  const started = await client.get<{ certifyNo: string }>('/api/certify/v1');
  expect(started.body.code).toBe(0);
  const certifyNo = started.body.data!.certifyNo;
  const made = await client.post<never>('/sandbox/portone/certifications', { merchant_uid: certifyNo, ...person });
  const impUid = (made.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
  const done = await client.post('/api/certify/v1/complete', { certifyNo, certifyUid: impUid });
  expect(done.body).toMatchObject({ code: 0, data: { result: true, certifyNo } });
  return certifyNo;
}

export const allConsents = { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: true };

export function joinBody(certifyNo: string, email: string, extra: Record<string, unknown> = {}) {
  return { certifyNo, email, password: PASSWORD, nickName: '마루회원', consents: allConsents, ...extra };
}

export interface Member {
  email: string;
  person: TestPerson;
  client: HttpClient;
}

/** A signed-up (not yet signed-in) member with their own browser. */
export async function joinNewMember(server: TestServer, person = newPerson()): Promise<Member> {
  const client = server.client();
  const email = newEmail();
  const joined = await client.post('/api/membership/v1/join', joinBody(await certify(client, person), email));
  expect(joined.body.code).toBe(0);
  return { email, person, client };
}

export async function signIn(client: HttpClient, email: string, extra: Record<string, unknown> = {}) {
  return client.post<{ accessToken: string; refreshToken: string }>('/api/membership/v1/login', { email, password: PASSWORD, ...extra });
}

export async function signedInMember(server: TestServer): Promise<Member> {
  const member = await joinNewMember(server);
  const answer = await signIn(member.client, member.email);
  expect(answer.body.code).toBe(0);
  return member;
}
