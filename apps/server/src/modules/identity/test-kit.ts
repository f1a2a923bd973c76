import { randomUUID } from 'node:crypto';
import { ALL_CONSENTS, certifyPerson, newEmail as anEmail, newPerson as aPerson, signUp, TEST_PASSWORD, type TestPerson } from '@maru/testing';
import { expect } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

/** Used by the identity tests: the real HTTP flows through the sandboxes, made by @maru/testing. */

export type { TestPerson };
export const PASSWORD = TEST_PASSWORD;

/**
 * These files make dozens of verified members from one address, far past what one person
 * needs; the verification and join limits are raised here and proven in request-limits.test.ts.
 */
export const GENEROUS_IDENTITY_LIMITS = 'certify-start.perIp=1000,certify-complete.perIp=1000,join.perIp=1000';

/** Each server gets its own Redis key space, so runs and files never share counters. */
export function startIdentityServer(env: Record<string, string> = {}, options: Omit<TestServerOptions, 'env'> = {}): Promise<TestServer> {
  return startTestServer({ ...options, env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: GENEROUS_IDENTITY_LIMITS, ...env } });
}

export const newPerson = (overrides: Partial<TestPerson> = {}): TestPerson => aPerson(overrides);
export const newEmail = (): string => anEmail();

/** Starts a verification, plays the person in the PortOne sandbox and completes it. */
export const certify = (client: HttpClient, person: TestPerson): Promise<string> => certifyPerson(client.call, person);

export const allConsents = ALL_CONSENTS;

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
  const { email } = await signUp(client.call, { person });
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
