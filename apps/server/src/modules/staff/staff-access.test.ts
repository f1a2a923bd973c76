import { randomUUID } from 'node:crypto';
import { ApiCode, BUILT_IN_ROLE_RIGHTS, CookieName, HeaderName, rightsAllowAny, STAFF_RIGHTS, STAFF_ROLES, type StaffRight } from '@maru/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, guest, verifiedMember, withCookie } from '../../../test/factories';
import type { TestServer } from '../../../test/harness';
import { type ApiAnswer, HttpClient, type RequestOptions } from '../../../test/http-client';
import { STAFF_COOKIE } from './staff-cookie';
import { ageSessions, AUTH, createStaff, signedInStaff, startStaffServer, type SignedInStaff } from './staff-test-kit';

// Who may call what on the console API. Two dimensions, written to be merged into
// test/access-matrix.test.ts (which covers the shop's own routes):
// - strangers: every /api/admin operation of the OpenAPI document — this module's and every
//   section another module adds — is called by every kind of visitor without a live staff
//   session and must be refused (6001 without the console cookie, 6002 with a dead one).
//   The list comes from the document, so a console route is covered the day it exists.
// - rights (issue 28): `sectionRights` names the right(s) each section needs, `routeRights` the
//   routes narrower than their section; every built-in role and a custom role with only
//   'showroom' call every operation, and each operation whose rights the role lacks is refused
//   6003. A new section adds its row (an operation no row covers fails the first test).

interface Outcome {
  status: number;
  code: number | string;
}
const notSignedIn: Outcome = { status: 403, code: ApiCode.STAFF_NOT_SIGNED_IN };
const sessionEnded: Outcome = { status: 403, code: ApiCode.STAFF_SESSION_EXPIRED };

/**
 * Open by design: sign-in needs no session, sign-out only ends the one its cookie names, and
 * "who am I" answers null to anyone without a live staff session (tested below).
 */
const OPEN_OPERATIONS = ['POST /api/admin/v1/auth/sign-in', 'POST /api/admin/v1/auth/sign-out', 'GET /api/admin/v1/auth/me'];

interface Context {
  /** An active admin the staff calls aim at. */
  staffId: number;
  /** A member with a pending business request. */
  memberId: number;
}

/** Real targets and well-formed bodies: were a guard missing, the call would change something, which the last test would see. */
const pathFor = (path: string, ctx: Context) =>
  path.replace('{staffId}', String(ctx.staffId)).replace('{memberId}', String(ctx.memberId)).replace('{role}', 'OPERATOR').replace(/\{[^}]+\}/g, '1');
const BODIES: Record<string, () => unknown> = {
  'POST /api/admin/v1/staff': () => ({ email: `x${randomUUID().slice(0, 8)}@maru.example`, name: '침입', role: 'ADMIN', password: 'intruder passphrase' }),
  'PUT /api/admin/v1/staff/{staffId}/role': () => ({ role: 'OPERATOR' }),
  'POST /api/admin/v1/staff/roles': () => ({ role: 'INTRUDER', name: '침입', rights: ['staff'] }),
  'PUT /api/admin/v1/staff/roles/{role}': () => ({ name: '침입', rights: [...STAFF_RIGHTS] }),
  'POST /api/admin/v1/business/{memberId}/reject': () => ({ reason: '침입' }),
  'POST /api/admin/v1/members/{memberId}/reveal': () => ({ reason: '침입 시도' }),
  'POST /api/admin/v1/members/{memberId}/points': () => ({ amount: 1000, reason: '침입 시도' }),
  'POST /api/admin/v1/members/{memberId}/suspend': () => ({ reason: '침입 시도' }),
};

/** The right(s) a section needs, by its path under /api/admin/v1 (a list: any one of them). */
const sectionRights: Record<string, readonly StaffRight[]> = {
  orders: ['orders'],
  inquiries: ['orders'],
  reviews: ['orders'],
  dashboard: ['orders'],
  catalogue: ['catalogue'],
  products: ['catalogue'],
  content: ['content'],
  board: ['content'],
  exhibitions: ['content'],
  styling: ['content'],
  coupons: ['promotions'],
  preview: ['content', 'promotions'],
  members: ['members'],
  business: ['members'],
  bookings: ['showroom'],
  staff: ['staff'],
  audit: ['staff'],
};
/** Routes narrower (or wider) than their section. */
const routeRights: Record<string, readonly StaffRight[]> = {
  // Promotions staff pick a coupon's members with the masked search, and see nothing else of members.
  'GET /api/admin/v1/members': ['members', 'promotions'],
};
/** Routes that need every one of several rights. */
const allRights: Record<string, readonly StaffRight[]> = {
  // members.personal (issue 28): of the built-in roles only ADMIN reveals a member's data.
  'POST /api/admin/v1/members/{memberId}/reveal': ['members', 'members.personal'],
};

function opens(operation: string, rights: readonly StaffRight[]): boolean {
  if (allRights[operation]) return allRights[operation].every((right) => rights.includes(right));
  if (routeRights[operation]) return rightsAllowAny(rights, routeRights[operation]);
  const section = / \/api\/admin\/v1\/([a-z-]+)/.exec(operation)?.[1] ?? '';
  const needed = sectionRights[section];
  if (!needed) throw new Error(`${operation}: add its section to sectionRights`);
  return rightsAllowAny(rights, needed);
}

/** A role an admin made, with only the showroom's right. */
const SHOWROOM_ONLY = { role: 'SHOWROOM_ONLY', rights: ['showroom'] as StaffRight[] };

const STRANGERS = [
  'no cookie',
  'a guest (tma_id)',
  'a signed-in shopper (tma, tmr)',
  'a shopper by token headers',
  'a forged staff cookie',
  'a shopper token as the staff cookie',
  'an expired staff session',
  'a signed-out staff session',
  'a deactivated staff member',
] as const;
type Stranger = (typeof STRANGERS)[number];
/** Without the console cookie: not signed in; with one that opens nothing: the session has ended. */
const refusalFor = (stranger: Stranger): Outcome => (stranger.includes('staff') ? sessionEnded : notSignedIn);

/** An app client: the shopper's access token in its header, no cookies (so no XSRF token either). */
class TokenHeaderClient extends HttpClient {
  constructor(
    baseUrl: string,
    private readonly accessToken: string,
  ) {
    super(baseUrl);
  }

  override request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    this.cookies.clear();
    return super.request<T>(method, path, { ...options, noXsrf: true, headers: { ...options.headers, [HeaderName.accessToken]: this.accessToken } });
  }
}

/** A copy of a visitor's browser for one attempt: a refusal that clears the staff cookie must not change the next attempt. */
function fresh(client: HttpClient): HttpClient {
  if (client instanceof TokenHeaderClient) return client;
  const copy = new HttpClient(client.baseUrl);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

let server: TestServer;
let ctx: Context;
let strangers: Record<Stranger, HttpClient>;
let operator: SignedInStaff;
/** One signed-in staff member of each built-in role and of SHOWROOM_ONLY, with the rights their role holds. */
let roleHolders: { role: string; rights: readonly StaffRight[]; staff: SignedInStaff }[];
let operations: string[];

function call(client: HttpClient, operation: string): Promise<ApiAnswer> {
  const [method, path] = operation.split(' ') as [string, string];
  const body = BODIES[operation]?.() ?? (method === 'GET' ? undefined : {});
  return fresh(client).request(method, pathFor(path, ctx), { body });
}

beforeAll(async () => {
  server = await startStaffServer();
  const [shopper, applicant, guestClient, expired, signedOut, deactivated] = await Promise.all([
    verifiedMember(server),
    verifiedMember(server),
    guest(server),
    signedInStaff(server, 'OPERATOR'),
    signedInStaff(server, 'ADMIN'),
    signedInStaff(server, 'ADMIN'),
  ]);
  operator = await signedInStaff(server, 'OPERATOR');
  await server.db.insertInto('staff_role').values({ role_key: SHOWROOM_ONLY.role, name: '쇼룸 담당', rights: SHOWROOM_ONLY.rights }).execute();
  roleHolders = [];
  for (const role of STAFF_ROLES) roleHolders.push({ role, rights: BUILT_IN_ROLE_RIGHTS[role], staff: role === 'OPERATOR' ? operator : await signedInStaff(server, role) });
  roleHolders.push({ ...SHOWROOM_ONLY, staff: await signedInStaff(server, SHOWROOM_ONLY.role) });
  expect((await applicant.client.post('/api/mypage/v1/business', { companyName: '접근시험', bizNo: '220-81-62517', ceoName: '김대표', bizType: '도소매', bizItem: '가구' })).body.code).toBe(0);
  const { member_id: memberId } = await server.db.selectFrom('member').select('member_id').where('email', '=', applicant.email).executeTakeFirstOrThrow();
  ctx = { staffId: (await createStaff(server, 'ADMIN')).staffId, memberId };

  await ageSessions(server, expired.staffId, { signedInMs: 3 * 3600_000, lastSeenMs: 2 * 3600_000 + 60_000 });
  const signedOutCookie = signedOut.client.cookies.get(STAFF_COOKIE)!;
  expect((await signedOut.client.post(`${AUTH}/sign-out`)).body.code).toBe(0);
  await server.db.updateTable('staff').set({ active: false }).where('staff_id', '=', deactivated.staffId).execute();

  const accessToken = shopper.client.cookies.get(CookieName.accessToken)!;
  strangers = {
    'no cookie': anonymous(server),
    'a guest (tma_id)': guestClient,
    'a signed-in shopper (tma, tmr)': shopper.client,
    'a shopper by token headers': new TokenHeaderClient(server.url, accessToken),
    'a forged staff cookie': withCookie(anonymous(server), STAFF_COOKIE, randomUUID().replaceAll('-', '').repeat(2)),
    'a shopper token as the staff cookie': withCookie(shopper.client, STAFF_COOKIE, accessToken),
    'an expired staff session': expired.client,
    'a signed-out staff session': withCookie(signedOut.client, STAFF_COOKIE, signedOutCookie),
    'a deactivated staff member': deactivated.client,
  };

  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .filter((operation) => !OPEN_OPERATIONS.includes(operation))
    .sort();
});
afterAll(() => server.close());

describe('every console route refuses a visitor without a live staff session', () => {
  it('finds this module’s routes in the OpenAPI document (and so any other section’s)', () => {
    expect(operations).toEqual(expect.arrayContaining(['GET /api/admin/v1/audit', 'GET /api/admin/v1/business', 'GET /api/admin/v1/staff/roles', ...Object.keys(allRights), ...Object.keys(routeRights)]));
  });

  for (const stranger of STRANGERS) {
    const expected = refusalFor(stranger);
    it(`${stranger} → ${expected.status}/${expected.code} on every operation`, async () => {
      const wrong: string[] = [];
      for (const operation of operations) {
        const answer = await call(strangers[stranger], operation);
        if (answer.status !== expected.status || answer.body.code !== expected.code || answer.body.data !== undefined) wrong.push(`${operation} → ${answer.status}/${answer.body.code}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('each right is refused to a role without it', () => {
  it('knows the right of every console operation', () => {
    const unknown = operations.filter((operation) => {
      try {
        opens(operation, []);
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });

  it('OPERATOR holds neither members.personal nor staff; ADMIN every right', () => {
    expect(BUILT_IN_ROLE_RIGHTS.OPERATOR).not.toContain('members.personal');
    expect(BUILT_IN_ROLE_RIGHTS.OPERATOR).not.toContain('staff');
    expect([...BUILT_IN_ROLE_RIGHTS.ADMIN].sort()).toEqual([...STAFF_RIGHTS].sort());
  });

  for (const right of STAFF_RIGHTS) {
    it(`${right}: every role without it is refused 403/${ApiCode.STAFF_ROLE_REFUSED} on the operations it opens`, async () => {
      const holders = roleHolders.filter((holder) => !holder.rights.includes(right));
      const wrong: string[] = [];
      let tried = 0;
      for (const holder of holders) {
        for (const operation of operations) {
          // The operations this right (and only this right of the holder's) would open.
          if (opens(operation, holder.rights) || !opens(operation, [...holder.rights, right])) continue;
          tried += 1;
          const answer = await call(holder.staff.client, operation);
          if (answer.status !== 403 || answer.body.code !== ApiCode.STAFF_ROLE_REFUSED || answer.body.data !== undefined) wrong.push(`${holder.role}: ${operation} → ${answer.status}/${answer.body.code}`);
        }
      }
      expect(tried).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    });
  }

  it('a role with only showroom is refused everything but the bookings', async () => {
    const showroom = roleHolders.find((holder) => holder.role === SHOWROOM_ONLY.role)!.staff;
    const outside = operations.filter((operation) => !/ \/api\/admin\/v1\/bookings(\/|$)/.test(operation));
    expect(outside.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const operation of outside) {
      const answer = await call(showroom.client, operation);
      if (answer.status !== 403 || answer.body.code !== ApiCode.STAFF_ROLE_REFUSED) wrong.push(`${operation} → ${answer.status}/${answer.body.code}`);
    }
    expect(wrong).toEqual([]);
    expect((await showroom.client.get('/api/admin/v1/bookings')).status).not.toBe(403);
  });
});

describe('what the refused calls left behind', () => {
  it('"who am I" names nobody for every stranger, and the operator for the operator', async () => {
    for (const stranger of STRANGERS) {
      const answer = await fresh(strangers[stranger]).get<{ staff: unknown }>(`${AUTH}/me`);
      expect([stranger, answer.status, answer.body.data?.staff]).toEqual([stranger, 200, null]);
    }
    expect((await fresh(operator.client).get<{ staff: { staffId: number } }>(`${AUTH}/me`)).body.data?.staff.staffId).toBe(operator.staffId);
  });

  it('nothing: the target admin, the business request and the staff list are as they were', async () => {
    const target = await server.db.selectFrom('staff').select(['role', 'active']).where('staff_id', '=', ctx.staffId).executeTakeFirstOrThrow();
    expect(target).toEqual({ role: 'ADMIN', active: true });
    const request = await server.db.selectFrom('business_request').select('status').where('member_id', '=', ctx.memberId).executeTakeFirstOrThrow();
    expect(request.status).toBe('PENDING');
    // The members calls (issue 28): not suspended, no points given, nothing revealed.
    expect((await server.db.selectFrom('member').select('status').where('member_id', '=', ctx.memberId).executeTakeFirstOrThrow()).status).toBe('ACTIVE');
    expect(await server.db.selectFrom('point_ledger').select('entry_id').where('member_id', '=', ctx.memberId).execute()).toEqual([]);
    expect(await server.db.selectFrom('audit_log').select('audit_id').where('target_type', '=', 'member').execute()).toEqual([]);
    expect(await server.db.selectFrom('staff').select('staff_id').where('name', '=', '침입').execute()).toEqual([]);
    // The roles (issue 28): none made, OPERATOR's rights as they were.
    expect(await server.db.selectFrom('staff_role').select('role_key').where('role_key', '=', 'INTRUDER').execute()).toEqual([]);
    const operatorRole = await server.db.selectFrom('staff_role').select(['name', 'rights']).where('role_key', '=', 'OPERATOR').executeTakeFirstOrThrow();
    expect(operatorRole).toEqual({ name: '운영자', rights: [...BUILT_IN_ROLE_RIGHTS.OPERATOR] });
  });
});

describe('the staff cookie on the shop’s routes', () => {
  let admin: SignedInStaff;
  beforeAll(async () => {
    admin = await signedInStaff(server, 'ADMIN');
  });

  it('grants nothing: a staff member is a stranger to my page and to the token check', async () => {
    for (const answer of [await admin.client.get('/api/mypage/v1/profile'), await admin.client.get('/api/mypage/v1/business'), await admin.client.post('/api/oauth/v1/token/check')]) {
      expect(answer.body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
      expect(answer.body.data).toBeUndefined();
    }
  });

  it('is no shopper token either, by cookie or header', async () => {
    const token = admin.client.cookies.get(STAFF_COOKIE)!;
    const asCookie = await withCookie(anonymous(server), CookieName.accessToken, token).get('/api/mypage/v1/profile');
    const asHeader = await anonymous(server).get('/api/mypage/v1/profile', { headers: { [HeaderName.accessToken]: token } });
    for (const answer of [asCookie, asHeader]) expect([answer.status, answer.body.code]).toEqual([403, ApiCode.TOKEN_NOT_EQUAL]);
  });

  it('changes nothing for a shopper who also holds one: they see their own data only', async () => {
    const shopper = await verifiedMember(server);
    const own = (await shopper.client.get<{ profile: { email: string } }>('/api/mypage/v1/profile')).body.data!.profile;
    const both = withCookie(shopper.client, STAFF_COOKIE, admin.client.cookies.get(STAFF_COOKIE)!);
    expect((await both.get<{ profile: { email: string } }>('/api/mypage/v1/profile')).body.data!.profile).toEqual(own);
  });
});
