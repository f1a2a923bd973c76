import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { MemberSessionTable } from '../tables';

export type NewSession = Insertable<MemberSessionTable>;

export interface LiveSession {
  sessionId: number;
  memberId: number;
  refreshHash: string;
  autoLogin: boolean;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('member_session').values(session).execute();
}

/** A session is live while not revoked, not expired, and its member is active. */
export async function findLiveSession(db: Kysely<Database>, accessHash: string, now: Date): Promise<LiveSession | undefined> {
  return db
    .selectFrom('member_session')
    .innerJoin('member', 'member.member_id', 'member_session.member_id')
    .select([
      'member_session.session_id as sessionId',
      'member_session.member_id as memberId',
      'member_session.refresh_hash as refreshHash',
      'member_session.auto_login as autoLogin',
    ])
    .where('member_session.access_hash', '=', accessHash)
    .where('member_session.revoked_at', 'is', null)
    .where('member_session.expires_at', '>', now)
    .where('member.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function extendSession(db: Kysely<Database>, sessionId: number, now: Date, expiresAt: Date): Promise<void> {
  await db.updateTable('member_session').set({ last_seen_at: now, expires_at: expiresAt }).where('session_id', '=', sessionId).execute();
}

/** Revokes the session either token belongs to. */
export async function revokeSessionByTokens(db: Kysely<Database>, hashes: { accessHash?: string; refreshHash?: string }, now: Date): Promise<void> {
  const { accessHash, refreshHash } = hashes;
  if (!accessHash && !refreshHash) return;
  await db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([...(accessHash ? [eb('access_hash', '=', accessHash)] : []), ...(refreshHash ? [eb('refresh_hash', '=', refreshHash)] : [])]))
    .execute();
}

/** Ends every session of the member not ended yet; answers how many it ended. */
export async function revokeAllSessions(db: Kysely<Database>, memberId: number, now: Date): Promise<number> {
  const result = await db.updateTable('member_session').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
