import { randomUUID } from 'node:crypto';
import { signIn, signUp } from '@maru/testing';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// Used by the catalogue tests only: a signed-in member made through the public HTTP flows
// (identity verification in the PortOne sandbox, sign-up, sign-in) by @maru/testing.

/** Each server gets its own Redis key space, so files never share sign-in counters. */
export function startCatalogueServer(): Promise<TestServer> {
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:` } });
}

export async function signedInShopper(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  const { email } = await signUp(client.call, { nickName: '타일러버' });
  await signIn(client.call, email);
  return client;
}
