import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface LiveStaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: string;
  roleName: string;
  /** The role's rights as stored (checked against the domain's list by the caller). */
  rights: string[];
  lastSeenAt: Date;
}

export async function insertSession(db: Kysely<Database>, session: { staffId: number; tokenHash: string; ip: string; userAgent: string; now: Date }): Promise<number> {
  const row = await db
    .insertInto('staff_session')
    .values({ staff_id: session.staffId, token_hash: session.tokenHash, ip: session.ip, user_agent: session.userAgent, created_at: session.now, last_seen_at: session.now })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

/**
 * The session a token opens: not revoked, used within the idle limit, signed in within the
 * absolute limit (domain/staff/session-policy.ts), and its staff member still active. The
 * role's rights come in the same query, so a guarded request costs no extra round-trip; a
 * change of a role's rights therefore counts from the next request.
 */
export function findLiveSession(db: Kysely<Database>, tokenHash: string, now: Date): Promise<LiveStaffSession | undefined> {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.staff_id', 'staff_session.staff_id')
    .innerJoin('staff_role', 'staff_role.role_key', 'staff.role')
    .select([
      'staff_session.session_id as sessionId',
      'staff.staff_id as staffId',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff_role.name as roleName',
      'staff_role.rights',
      'staff_session.last_seen_at as lastSeenAt',
    ])
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.revoked_at', 'is', null)
    .where('staff_session.last_seen_at', '>', new Date(now.getTime() - STAFF_SESSION_IDLE_MS))
    .where('staff_session.created_at', '>', new Date(now.getTime() - STAFF_SESSION_ABSOLUTE_MS))
    .where('staff.active', '=', true)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('staff_session').set({ last_seen_at: now }).where('session_id', '=', sessionId).where('last_seen_at', '<', now).execute();
}

/** Revokes the session of this token; answers its staff member when it was still open. */
export async function revokeSessionByToken(db: Kysely<Database>, tokenHash: string, now: Date): Promise<number | undefined> {
  const row = await db.updateTable('staff_session').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).returning('staff_id').executeTakeFirst();
  return row?.staff_id;
}

/** Ends every open session of a staff member: their role or their access changed. */
export async function revokeSessionsOf(db: Kysely<Database>, staffId: number, now: Date): Promise<number> {
  const result = await db.updateTable('staff_session').set({ revoked_at: now }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sessions signed in over a day ago are past the 12-hour limit whatever happened to them since. */
export async function deleteDeadSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('staff_session').where('created_at', '<', new Date(now.getTime() - 2 * STAFF_SESSION_ABSOLUTE_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
