import { type Kysely, sql } from 'kysely';
import type { RetentionPeriod } from '../../../config';
import type { Database } from '../../../db/database';
import { revokeAllSessions } from './sessions';
import { separatePersonalData } from './separated';

/** `now` minus a period, computed by PostgreSQL so months and years are calendar ones. */
const before = (now: Date, period: RetentionPeriod) => sql<Date>`${now}::timestamptz - ${period}::interval`;

/** Withdrawn members whose 30 days have passed and whose data is still here, oldest first. */
export async function withdrawnDueForDestruction(db: Kysely<Database>, now: Date, kept: RetentionPeriod, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member')
    .select('member_id')
    .where('status', '=', 'WITHDRAWN')
    .where('data_destroyed_at', 'is', null)
    .where('withdrawn_at', '<=', before(now, kept))
    .orderBy('withdrawn_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.member_id);
}

/**
 * Destroys what identity holds of a withdrawn member: the separated personal data, the consent
 * history, sessions and sign-ins (addresses and devices), social links, the e-mail's hash and the
 * reason given. Deleted, not flagged; what stays is the row (orders refer to it), the unique
 * key's hash and the withdrawal date, for the rejoin rule. Answers false if already done.
 */
export async function destroyWithdrawnData(db: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  const marked = await db
    .updateTable('member')
    .set({ email_hash: null, withdrawal_reason: null, data_destroyed_at: now, email: null, password_hash: null, name: null, phone: null, birthday: null, gender: null, nick_name: null })
    .where('member_id', '=', memberId)
    .where('status', '=', 'WITHDRAWN')
    .where('data_destroyed_at', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows !== 1n) return false;
  await db.deleteFrom('member_separated').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_consent').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_session').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_sign_in').where('member_id', '=', memberId).execute();
  await db.deleteFrom('social_account').where('member_id', '=', memberId).execute();
  await db.deleteFrom('business_request').where('member_id', '=', memberId).execute();
  return true;
}

/** After the rejoin wait the unique key's hash goes too; answers how many went. */
export async function expireRejoinHashes(db: Kysely<Database>, now: Date, wait: RetentionPeriod, limit: number): Promise<number> {
  const result = await sql`
    update member set unique_key_hash = null
     where member_id in (select member_id from member
                          where status = 'WITHDRAWN' and unique_key_hash is not null and withdrawn_at <= ${before(now, wait)}
                          order by withdrawn_at limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Whether the person (by unique-key hash) lost a membership less than the wait ago. */
export async function rejoinRestricted(db: Kysely<Database>, uniqueKeyHash: string, now: Date, wait: RetentionPeriod): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('member_id')
    .where('unique_key_hash', '=', uniqueKeyHash)
    .where('status', '=', 'WITHDRAWN')
    .where('withdrawn_at', '>', before(now, wait))
    .executeTakeFirst();
  return row !== undefined;
}

/** Sign-ins older than the period (communication logs); answers how many went. */
export async function purgeSignIns(db: Kysely<Database>, now: Date, kept: RetentionPeriod, limit: number): Promise<number> {
  const result = await sql`
    delete from member_sign_in where sign_in_id in (
      select sign_in_id from member_sign_in where signed_in_at < ${before(now, kept)} order by signed_in_at limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Sessions ended (signed out or expired) longer ago than the period: each holds an address and a device. */
export async function purgeEndedSessions(db: Kysely<Database>, now: Date, kept: RetentionPeriod, limit: number): Promise<number> {
  const result = await sql`
    delete from member_session where session_id in (
      select session_id from member_session where coalesce(revoked_at, expires_at) < ${before(now, kept)} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export interface DormancyCandidate {
  memberId: number;
  name: string | null;
  phone: string | null;
  /** When the account will be separated if still unused. */
  separatesAt: Date;
}

/**
 * Active members unused for (dormantAfter − dormantNotice) and not told yet during this spell of
 * disuse (a notice older than the last use belongs to an earlier spell).
 */
export async function dueForDormancyNotice(db: Kysely<Database>, now: Date, after: RetentionPeriod, notice: RetentionPeriod, limit: number): Promise<DormancyCandidate[]> {
  return db
    .selectFrom('member')
    .select(['member_id as memberId', 'name', 'phone', sql<Date>`last_active_at + ${after}::interval`.as('separatesAt')])
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`last_active_at <= ${now}::timestamptz - ${after}::interval + ${notice}::interval`)
    .where((eb) => eb.or([eb('dormancy_notice_at', 'is', null), eb('dormancy_notice_at', '<', eb.ref('last_active_at'))]))
    .orderBy('last_active_at')
    .limit(limit)
    .execute();
}

/** Records the notice; false when another round recorded it first (so it is queued once). */
export async function markDormancyNotice(db: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ dormancy_notice_at: now })
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('dormancy_notice_at', 'is', null), eb('dormancy_notice_at', '<', eb.ref('last_active_at'))]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Active members unused for the period whose notice went at least the notice period ago. */
export async function dueForSeparation(db: Kysely<Database>, now: Date, after: RetentionPeriod, notice: RetentionPeriod, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member')
    .select('member_id')
    .where('status', '=', 'ACTIVE')
    .where('last_active_at', '<=', before(now, after))
    .where('dormancy_notice_at', '>=', eb => eb.ref('last_active_at'))
    .where('dormancy_notice_at', '<=', before(now, notice))
    .orderBy('last_active_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.member_id);
}

/** Separates one unused account: DORMANT, sessions ended, personal data moved apart. False if it was no longer due. */
export async function separateDormant(db: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  const changed = await db.updateTable('member').set({ status: 'DORMANT', dormant_at: now }).where('member_id', '=', memberId).where('status', '=', 'ACTIVE').executeTakeFirst();
  if (changed.numUpdatedRows !== 1n) return false;
  await separatePersonalData(db, memberId, 'DORMANT', now);
  await revokeAllSessions(db, memberId, now);
  return true;
}
