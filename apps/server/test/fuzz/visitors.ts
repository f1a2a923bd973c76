import { randomUUID } from 'node:crypto';
import { ApiCode, CookieName, HeaderName } from '@maru/domain';
import { newPerson, signUp } from '@maru/testing';
import { XSRF_KEY_COOKIE } from '../../src/plugins/xsrf';
import { STAFF_COOKIE } from '../../src/modules/staff/staff-cookie';
import { createStaff, STAFF_PASSWORD } from '../../src/modules/staff/staff-test-kit';
import type { TestServer } from '../harness';
import { send, setCookiesOf, type WireAnswer } from './raw-http';

/**
 * The server limits requests (sign-ins, sign-ups, verifications…) per client address, as
 * it should. Like real shoppers, each visitor sends from its own loopback address, and
 * every member is made from a fresh one, so one visitor's fuzzed requests never use up
 * another's budget. Reads around the run (collecting values, health) use SETUP_ADDRESS.
 */
export const SETUP_ADDRESS = '127.0.0.2';
let setupAddresses = 0;
const nextSetupAddress = () => loopback(2, setupAddresses++);
/** 127.0.<block>.<1…254>, continuing into the next blocks. */
const loopback = (block: number, index: number) => `127.0.${block + Math.floor(index / 254)}.${(index % 254) + 1}`;
/** Visitors' own addresses live below the setup ones: 127.0.1.x. */
const visitorAddress = (index: number) => loopback(1, index);
const PASSWORD = 'fuzz-pass1!';
const UNSAFE = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** One kind of caller; every fuzzed request is sent as one of them. */
export interface Visitor {
  name: string;
  /** Loopback address this visitor sends from. */
  address: string;
  headersFor(method: string): Record<string, string>;
  /** Called before each request: a member whose session a request ended signs in again. */
  prepare?(): Promise<void>;
  /** Called with each answer: notices a session the request ended. */
  observe?(answer: WireAnswer): void;
}

/** A browser with its own cookie jar and address, driving the real sign-up flows. */
export class SetupBrowser {
  readonly cookies = new Map<string, string>();
  private readonly address = nextSetupAddress();
  constructor(private readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ code: unknown; data: T } & Record<string, unknown>> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = cookieHeader(this.cookies);
    if (UNSAFE(method) && this.cookies.has(CookieName.xsrf)) headers[HeaderName.xsrf] = this.cookies.get(CookieName.xsrf)!;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(this.baseUrl, { method, target: path, headers, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)), from: this.address });
    for (const [name, value] of setCookiesOf(answer)) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return JSON.parse(answer.text) as { code: unknown; data: T };
  }
}

function cookieHeader(cookies: ReadonlyMap<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function xsrfPair(cookies: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...cookies].filter(([name]) => name === CookieName.xsrf || name === XSRF_KEY_COOKIE));
}

export interface MemberSession {
  email: string;
  browser: SetupBrowser;
  accessToken: string;
  refreshToken: string;
}

function expectCode(step: string, answer: { code: unknown }): void {
  if (answer.code !== 0) throw new Error(`fuzz setup: ${step} answered ${JSON.stringify(answer)}`);
}

/** Identity verification in the PortOne sandbox, sign-up and sign-in, as a shopper does them (@maru/testing). */
export async function newMember(baseUrl: string): Promise<MemberSession> {
  const browser = new SetupBrowser(baseUrl);
  const { email } = await signUp((method, path, body) => browser.call(method, path, body), { person: newPerson({ name: `퍼저${randomUUID().slice(0, 8)}`, gender: 'female' }), password: PASSWORD, nickName: '퍼저' });
  return signIn(browser, email);
}

async function signIn(browser: SetupBrowser, email: string): Promise<MemberSession> {
  const answer = await browser.call<{ accessToken: string; refreshToken: string }>('POST', '/api/membership/v1/login', { email, password: PASSWORD });
  expectCode('login', answer);
  return { email, browser, accessToken: answer.data.accessToken, refreshToken: answer.data.refreshToken };
}

/** A signed-in member that stays signed in: a fuzzed logout or withdrawal is followed by a new session. */
export class LiveMember {
  private ended = false;
  constructor(
    private readonly baseUrl: string,
    public session: MemberSession,
  ) {}

  async prepare(): Promise<void> {
    if (!this.ended) return;
    this.ended = false;
    // Asked first: signing in to a withdrawn account would count as a failed sign-in.
    const status = await this.session.browser.call('POST', '/api/membership/v1/account/status', { email: this.session.email });
    if (status.code === 0) {
      try {
        this.session = await signIn(this.session.browser, this.session.email);
        return;
      } catch {
        // Fuzzed sign-ins with this e-mail locked the account for a while.
      }
    }
    this.session = await newMember(this.baseUrl);
  }

  /** Logout and withdrawal clear the token cookies; a 1003 means some other request ended the session. */
  observe(answer: WireAnswer): void {
    if (setCookiesOf(answer).get(CookieName.accessToken) === '' || answer.text.startsWith(`{"code":${ApiCode.TOKEN_NOT_EQUAL},`)) this.ended = true;
  }
}

/**
 * Catalogue staff signed in to the console, so the console's catalogue calls are fuzzed past
 * their guard: a fuzzed sign-out (or a session the fuzzing ended) is followed by a new sign-in.
 */
export class LiveStaff {
  private ended = false;
  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    public browser: SetupBrowser,
  ) {}

  static async signIn(baseUrl: string, email: string): Promise<LiveStaff> {
    const browser = new SetupBrowser(baseUrl);
    await browser.call('GET', '/api/health');
    expectCode('staff sign-in', await browser.call('POST', '/api/admin/v1/auth/sign-in', { email, password: STAFF_PASSWORD }));
    return new LiveStaff(baseUrl, email, browser);
  }

  async prepare(): Promise<void> {
    if (!this.ended) return;
    this.ended = false;
    this.browser = (await LiveStaff.signIn(this.baseUrl, this.email)).browser;
  }

  observe(answer: WireAnswer): void {
    if (setCookiesOf(answer).get(STAFF_COOKIE) === '' || answer.text.startsWith(`{"code":${ApiCode.STAFF_SESSION_EXPIRED},`)) this.ended = true;
  }
}

/** The hooks of a visitor that uses this member's session. */
function livesOn(member: LiveMember): Pick<Visitor, 'prepare' | 'observe'> {
  return { prepare: () => member.prepare(), observe: (answer) => member.observe(answer) };
}

/** The cookie header, and for a state-changing method the XSRF header echoing the cookie, as the web app sends them. */
export function withXsrfEcho(cookies: ReadonlyMap<string, string>, method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (cookies.size) headers.cookie = cookieHeader(cookies);
  if (UNSAFE(method) && cookies.has(CookieName.xsrf)) headers[HeaderName.xsrf] = cookies.get(CookieName.xsrf)!;
  return headers;
}

/** Every kind of caller the issue names; weights favour the ones that reach deep code. */
export async function makeVisitors(server: TestServer): Promise<{ visitor: Visitor; weight: number }[]> {
  const baseUrl = server.url;
  const xsrfBrowser = new SetupBrowser(baseUrl);
  await xsrfBrowser.call('GET', '/api/health');
  const guestBrowser = new SetupBrowser(baseUrl);
  await guestBrowser.call('GET', '/api/health');
  expectCode('guest token', await guestBrowser.call('POST', '/api/oauth/v1/guest/token'));
  const member = new LiveMember(baseUrl, await newMember(baseUrl));
  const appMember = new LiveMember(baseUrl, await newMember(baseUrl));

  const expired = await newMember(baseUrl);
  await server.db
    .updateTable('member_session')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('member_id', 'in', server.db.selectFrom('member').select('member_id').where('email', '=', expired.email))
    .execute();
  const [mixedA, mixedB] = [await newMember(baseUrl), await newMember(baseUrl)];
  const revoked = await newMember(baseUrl);
  const revokedCookies = new Map(revoked.browser.cookies);
  expectCode('logout', await revoked.browser.call('POST', '/api/membership/v1/logout'));

  const catalogueStaff = await LiveStaff.signIn(baseUrl, (await createStaff(server, 'CATALOGUE')).email);
  // Content staff (issue 27): banners, the home page, notices and FAQ, policies past their guard.
  const contentStaff = await LiveStaff.signIn(baseUrl, (await createStaff(server, 'CONTENT')).email);

  const guestToken = guestBrowser.cookies.get(CookieName.xsrf)!;
  // Well-formed but unknown to the server, like a token from another installation.
  const forged = { access: randomUUID().replaceAll('-', '').repeat(2), refresh: randomUUID().replaceAll('-', '').repeat(2) };
  const tokenHeaders = (session: MemberSession) => ({ [HeaderName.accessToken]: session.accessToken, [HeaderName.refreshToken]: session.refreshToken });
  const visitors: { visitor: Omit<Visitor, 'address'>; weight: number }[] = [
    { weight: 1, visitor: { name: 'no cookies', headersFor: () => ({}) } },
    { weight: 2, visitor: { name: 'XSRF pair only', headersFor: (method) => withXsrfEcho(xsrfPair(xsrfBrowser.cookies), method) } },
    { weight: 2, visitor: { name: 'guest', headersFor: (method) => withXsrfEcho(guestBrowser.cookies, method) } },
    {
      weight: 3,
      visitor: { name: 'member', headersFor: (method) => withXsrfEcho(member.session.browser.cookies, method), ...livesOn(member) },
    },
    {
      weight: 2,
      visitor: { name: 'app member (token headers)', headersFor: () => tokenHeaders(appMember.session), ...livesOn(appMember) },
    },
    {
      weight: 2,
      visitor: {
        name: 'catalogue staff',
        headersFor: (method) => withXsrfEcho(catalogueStaff.browser.cookies, method),
        prepare: () => catalogueStaff.prepare(),
        observe: (answer) => catalogueStaff.observe(answer),
      },
    },
    {
      weight: 2,
      visitor: {
        name: 'content staff',
        headersFor: (method) => withXsrfEcho(contentStaff.browser.cookies, method),
        prepare: () => contentStaff.prepare(),
        observe: (answer) => contentStaff.observe(answer),
      },
    },
    { weight: 1, visitor: { name: 'member without XSRF header', headersFor: () => withXsrfEcho(member.session.browser.cookies, 'GET'), ...livesOn(member) } },
    {
      weight: 1,
      visitor: {
        name: "member echoing another visitor's XSRF token",
        headersFor: (method) => ({ ...withXsrfEcho(member.session.browser.cookies, 'GET'), ...(UNSAFE(method) ? { [HeaderName.xsrf]: guestToken } : {}) }),
        ...livesOn(member),
      },
    },
    {
      weight: 1,
      visitor: {
        name: "member holding another visitor's XSRF cookie",
        headersFor: (method) => withXsrfEcho(new Map([...member.session.browser.cookies, [CookieName.xsrf, guestToken]]), method),
        ...livesOn(member),
      },
    },
    {
      weight: 1,
      visitor: {
        name: "member's access token with another member's refresh token",
        // Members of its own: a logout with this pair revokes the sessions of both tokens.
        headersFor: (method) => withXsrfEcho(new Map([...mixedA.browser.cookies, [CookieName.refreshToken, mixedB.refreshToken]]), method),
      },
    },
    {
      weight: 1,
      visitor: {
        name: 'forged token cookies',
        headersFor: (method) => withXsrfEcho(new Map([...xsrfPair(xsrfBrowser.cookies), [CookieName.accessToken, forged.access], [CookieName.refreshToken, forged.refresh]]), method),
      },
    },
    { weight: 1, visitor: { name: 'forged token headers', headersFor: () => ({ [HeaderName.accessToken]: forged.access, [HeaderName.refreshToken]: 'x'.repeat(300) }) } },
    { weight: 1, visitor: { name: 'expired member', headersFor: (method) => withXsrfEcho(expired.browser.cookies, method) } },
    { weight: 1, visitor: { name: 'revoked member (logged out)', headersFor: (method) => withXsrfEcho(revokedCookies, method) } },
    { weight: 1, visitor: { name: 'revoked member by token headers', headersFor: () => tokenHeaders(revoked) } },
    {
      weight: 1,
      visitor: {
        name: 'garbled cookies',
        headersFor: () => ({ cookie: `${CookieName.accessToken}=%ZZ; ${CookieName.accessToken}=dup; ${CookieName.xsrf}=;;; =x; ${XSRF_KEY_COOKIE}="q\\"uoted"; ${CookieName.guestId}=${'g'.repeat(300)}` }),
      },
    },
  ];
  return visitors.map(({ visitor, weight }, index) => ({ weight, visitor: { ...visitor, address: visitorAddress(index) } }));
}
