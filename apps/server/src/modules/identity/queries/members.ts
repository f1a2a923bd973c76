import { type Insertable, type Kysely, sql } from 'kysely';
import type { MemberProfile } from '@maru/domain';
import type { Database } from '../../../db/database';
import { emailHash } from '../secrets';
import type { ConsentType, MemberStatus, MemberTable } from '../tables';
import { separatePersonalData } from './separated';

export interface SignInAccount {
  memberId: number;
  status: MemberStatus;
  passwordHash: string | null;
}

/**
 * The account an e-mail signs in to (withdrawn accounts keep no e-mail). A dormant account's
 * e-mail and password are kept apart (member_separated); it is found by the e-mail's hash, so
 * the sign-in can say it is dormant and nobody else can take the address meanwhile.
 */
export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<SignInAccount | undefined> {
  const live = await db
    .selectFrom('member')
    .select(['member_id as memberId', 'status', 'password_hash as passwordHash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
  if (live) return live;
  return db
    .selectFrom('member')
    .innerJoin('member_separated', 'member_separated.member_id', 'member.member_id')
    .select(['member.member_id as memberId', 'member.status', 'member_separated.password_hash as passwordHash'])
    .where('member.email_hash', '=', emailHash(email))
    .where('member.status', '=', 'DORMANT')
    .where('member_separated.reason', '=', 'DORMANT')
    .executeTakeFirst();
}

export async function withdrawnEmailExists(db: Kysely<Database>, emailHash: string): Promise<boolean> {
  const row = await db.selectFrom('member').select('member_id').where('email_hash', '=', emailHash).where('status', '=', 'WITHDRAWN').executeTakeFirst();
  return row !== undefined;
}

export interface PersonAccount {
  status: MemberStatus;
  withdrawnAt: Date | null;
}

/** Every account the person (by unique-key hash) has had, withdrawn ones included. */
export function accountsOfPerson(db: Kysely<Database>, uniqueKeyHash: string): Promise<PersonAccount[]> {
  return db.selectFrom('member').select(['status', 'withdrawn_at as withdrawnAt']).where('unique_key_hash', '=', uniqueKeyHash).execute();
}

export async function recommendCodeExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('member').select('member_id').where('recommend_my_cd', '=', code).where('status', '<>', 'WITHDRAWN').executeTakeFirst();
  return row !== undefined;
}

export async function insertMember(db: Kysely<Database>, member: Insertable<MemberTable>): Promise<number> {
  const row = await db.insertInto('member').values(member).returning('member_id').executeTakeFirstOrThrow();
  return row.member_id;
}

export async function recordConsents(db: Kysely<Database>, memberId: number, consents: Partial<Record<ConsentType, boolean>>): Promise<void> {
  const rows = Object.entries(consents).map(([type, agreed]) => ({ member_id: memberId, consent_type: type as ConsentType, agreed: agreed === true }));
  if (rows.length) await db.insertInto('member_consent').values(rows).execute();
}

export function consentHistory(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('member_consent').select(['consent_type as type', 'agreed', 'recorded_at as recordedAt']).where('member_id', '=', memberId).orderBy('consent_id').execute();
}

/** The profile, with what the server keeps to itself. */
export interface MemberProfileRow extends MemberProfile {
  uniqueKeyHash: string;
}

export function findProfile(db: Kysely<Database>, memberId: number): Promise<MemberProfileRow | undefined> {
  return db
    .selectFrom('member')
    .select([
      'identity_id as identityId',
      sql<string | null>`birthday::text`.as('birthday'),
      'gender',
      'nick_name as nickName',
      'recommend_my_cd as recommendMyCd',
      'auth_no as authNo',
      'email',
      'name',
      'phone',
      'marketing_sms as marketingSms',
      'marketing_email as marketingEmail',
      // An active member always has it; only a withdrawal's 3-year wait ending nulls it.
      sql<string>`unique_key_hash`.as('uniqueKeyHash'),
    ])
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export interface ProfilePatch {
  nickName?: string;
  marketingSms?: boolean;
  marketingEmail?: boolean;
}

export async function updateProfile(db: Kysely<Database>, memberId: number, patch: ProfilePatch): Promise<void> {
  const set = {
    ...(patch.nickName !== undefined ? { nick_name: patch.nickName } : {}),
    ...(patch.marketingSms !== undefined ? { marketing_sms: patch.marketingSms } : {}),
    ...(patch.marketingEmail !== undefined ? { marketing_email: patch.marketingEmail } : {}),
  };
  if (Object.keys(set).length) await db.updateTable('member').set(set).where('member_id', '=', memberId).execute();
}

export async function updatePhone(db: Kysely<Database>, memberId: number, phone: string): Promise<void> {
  await db.updateTable('member').set({ phone }).where('member_id', '=', memberId).execute();
}

/**
 * Withdrawal: the membership ends at once and the member row, which the shop reads, keeps only
 * the unique-key and e-mail hashes and the date. The personal data moves apart
 * (member_separated), kept 30 days as the privacy policy says, then destroyed by the
 * retention job (queries/retention.ts); orders and payments keep referring to the row.
 */
export async function anonymiseMember(db: Kysely<Database>, memberId: number, now: Date, reason: string | null): Promise<void> {
  await separatePersonalData(db, memberId, 'WITHDRAWN', now);
  await db
    .updateTable('member')
    .set({ recommended_by: null, marketing_sms: false, marketing_email: false, status: 'WITHDRAWN', withdrawn_at: now, withdrawal_reason: reason })
    .where('member_id', '=', memberId)
    .execute();
}

export async function setAuthNo(db: Kysely<Database>, memberId: number, authNo: number): Promise<void> {
  await db.updateTable('member').set({ auth_no: authNo }).where('member_id', '=', memberId).execute();
}

/** Any member, withdrawn ones included, ever had this code (the column is unique). */
export async function recommendCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('member').select('member_id').where('recommend_my_cd', '=', code).executeTakeFirst();
  return row !== undefined;
}

export interface PersonAccountDetail {
  memberId: number;
  email: string | null;
  status: MemberStatus;
  joinedAt: Date;
  passwordHash: string | null;
  socialChannels: string[];
}

/** The person's account that has not left (one at most: a person joins once), with its social links. */
export async function liveAccountOfPerson(db: Kysely<Database>, uniqueKeyHash: string): Promise<PersonAccountDetail | undefined> {
  const row = await db
    .selectFrom('member')
    .select((eb) => [
      'member_id as memberId',
      'email',
      'status',
      'created_at as joinedAt',
      'password_hash as passwordHash',
      eb.fn.coalesce(eb.selectFrom('social_account').select(sql<string[]>`array_agg(channel::text order by channel)`.as('channels')).whereRef('social_account.member_id', '=', 'member.member_id'), sql<string[]>`'{}'::text[]`).as('socialChannels'),
    ])
    .where('unique_key_hash', '=', uniqueKeyHash)
    .where('status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
  return row;
}

/** The member's password hash (null for an account made through a social sign-in only). */
export async function passwordHashOf(db: Kysely<Database>, memberId: number): Promise<{ passwordHash: string | null; status: MemberStatus } | undefined> {
  return db.selectFrom('member').select(['password_hash as passwordHash', 'status']).where('member_id', '=', memberId).executeTakeFirst();
}

/** Replaces the password only if it is still the one the reset was granted for (so a grant works once). */
export async function replacePassword(db: Kysely<Database>, memberId: number, grantedFor: string | null, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ password_hash: passwordHash })
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .where((eb) => (grantedFor === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', grantedFor)))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
