import { randomUUID } from 'node:crypto';
import type { StaffMe } from '@maru/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { createStaffAccount } from './accounts';
import { STAFF_COOKIE } from './staff-cookie';

// Used by the staff tests (and any test of a console section): staff accounts are made as
// the create-admin command makes them, then sign in over HTTP as the console does.

export const STAFF_PASSWORD = 'maru console passphrase';
export const AUTH = '/api/admin/v1/auth';

/**
 * These files sign in dozens of times and make shoppers from 127.0.0.1; the limits
 * themselves are proven in session.test.ts (and identity's request-limits.test.ts).
 */
export const GENEROUS_STAFF_LIMITS = ['certify-start.perIp=1000', 'certify-complete.perIp=1000', 'join.perIp=1000', 'guest-token.perIp=1000', 'staff-sign-in.perIp=1000'].join(',');

export function startStaffServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: GENEROUS_STAFF_LIMITS, ...env } });
}

export interface TestStaff {
  staffId: number;
  email: string;
  name: string;
  role: string;
}

export const newStaffEmail = () => `s${randomUUID().replaceAll('-', '').slice(0, 12)}@maru.example`;

/** A staff account straight in the database, as `staff:create-admin` makes one. */
export async function createStaff(server: TestServer, role: string = 'ADMIN', email = newStaffEmail()): Promise<TestStaff> {
  const name = role === 'ADMIN' ? '관리자' : '운영자';
  const row = await createStaffAccount(server.db, { email, name, role, password: STAFF_PASSWORD }, 'command');
  return { staffId: row.staffId, email: row.email, name, role };
}

/** Who the console cookie signs in, or null (GET /auth/me never refuses). */
export async function whoAmI(client: HttpClient): Promise<StaffMe | null> {
  const answer = await client.get<{ staff: StaffMe | null }>(`${AUTH}/me`);
  expect(answer.body.code).toBe(0);
  return answer.body.data!.staff;
}

/** A call answered for a live session of ADMIN or OPERATOR (right 'members': the business requests' first row); refused 6001/6002 without one. */
export const guardedCall = (client: HttpClient) => client.get('/api/admin/v1/business?size=1');

export function signIn(client: HttpClient, email: string, password = STAFF_PASSWORD) {
  return client.post(`${AUTH}/sign-in`, { email, password });
}

export interface SignedInStaff extends TestStaff {
  client: HttpClient;
}

/** A new staff member of the role, signed in with their own browser. */
export async function signedInStaff(server: TestServer, role: string = 'ADMIN', client: HttpClient = server.client()): Promise<SignedInStaff> {
  const staff = await createStaff(server, role);
  const answer = await signIn(client, staff.email);
  expect(answer.body).toMatchObject({ code: 0, data: { staffId: staff.staffId, role } });
  expect(client.cookies.get(STAFF_COOKIE)).toBeTruthy();
  return { ...staff, client };
}

/** Moves a staff member's sessions back in time, as if signed in and last used that long ago. */
export async function ageSessions(server: TestServer, staffId: number, ago: { signedInMs: number; lastSeenMs: number }): Promise<void> {
  await sql`
    update staff_session
       set created_at = now() - make_interval(secs => ${ago.signedInMs / 1000}),
           last_seen_at = now() - make_interval(secs => ${ago.lastSeenMs / 1000})
     where staff_id = ${staffId}`.execute(server.db);
}

/**
 * The audit entries about one target, oldest first, as the log stores them: what was done to
 * it. Reads of its personal data (personal_data.read, issue 41) are left out; they are tested
 * by test/personal-data.test.ts.
 */
export function auditEntriesOf(server: TestServer, targetType: string, targetId: string | number) {
  return server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .where('action', '<>', 'personal_data.read')
    .orderBy('audit_id')
    .execute();
}
