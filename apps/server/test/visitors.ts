import type { TestServer } from './harness';
import { HttpClient } from './http-client';
import { guestClient } from '../src/modules/cart/cart-test-kit';
import { type Member, signedInMember, startIdentityServer } from '../src/modules/identity/test-kit';

export type { Member } from '../src/modules/identity/test-kit';

// The kinds of visitor, made one way each: factories.ts hands them to cross-module tests and the
// modules' kits (order, benefit, showroom) take them from here. This file imports only the
// identity and cart kits, never a kit that imports it back (issue 42: the kits took these from
// factories.ts, which re-exports those kits, and the five files imported each other in a loop).

/** A server whose sign-in counters live in their own Redis key space (when REDIS_URL is set). */
export const startIsolatedServer = (): Promise<TestServer> => startIdentityServer();

/** Verified through the PortOne sandbox, joined and signed in, with their own browser. */
export const verifiedMember = (server: TestServer): Promise<Member> => signedInMember(server);

/** A browser holding a guest id (tma_id), as the web shell makes on the first visit. */
export const guest = (server: TestServer): Promise<HttpClient> => guestClient(server);

/** A browser with no cookies at all; it picks up only the XSRF pair on its first state-changing call. */
export const anonymous = (server: TestServer): HttpClient => server.client();

/** A copy of a browser with one cookie set to a value of the caller's choosing (forged or stolen). */
export function withCookie(client: HttpClient, name: string, value: string): HttpClient {
  const copy = new HttpClient(client.baseUrl);
  for (const [key, existing] of client.cookies) copy.cookies.set(key, existing);
  copy.cookies.set(name, value);
  return copy;
}
