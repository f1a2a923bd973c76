import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// Used by the catalogue tests only: a signed-in member made through the public HTTP flows
// (identity verification in the PortOne sandbox, sign-up, sign-in), as a shopper would.

const PASSWORD = 'maru-pass1!';

/** Each server gets its own Redis key space, so files never share sign-in counters. */
export function startCatalogueServer(): Promise<TestServer> {
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:` } });
}

export async function signedInShopper(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  const person = { name: `김마루${randomUUID().slice(0, 8)}`, phone: '010-2345-6789', birthday: '1988-03-02', gender: 'female' };
  const started = await client.get<{ certifyNo: string }>('/api/certify/v1');
  const certifyNo = started.body.data!.certifyNo;
  const made = await client.post<never>('/sandbox/portone/certifications', { merchant_uid: certifyNo, ...person });
  const impUid = (made.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
  expect((await client.post('/api/certify/v1/complete', { certifyNo, certifyUid: impUid })).body.code).toBe(0);
  const email = `c${randomUUID().replaceAll('-', '').slice(0, 12)}@example.com`;
  const consents = { terms: true, privacy: true, age14: true, marketingSms: false, marketingEmail: false };
  const joined = await client.post('/api/membership/v1/join', { certifyNo, email, password: PASSWORD, nickName: '타일러버', consents });
  expect(joined.body.code).toBe(0);
  expect((await client.post('/api/membership/v1/login', { email, password: PASSWORD })).body.code).toBe(0);
  return client;
}
