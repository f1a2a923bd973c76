import type { Kysely } from 'kysely';
import { readByIds } from '../../../db/by-ids';
import type { Database } from '../../../db/database';
import type { MemberStatus } from '../tables';

/**
 * What other modules may read of a member (issue 24: each module owns its tables). Order,
 * benefit, inquiry, review and the catalogue's restock alerts call these instead of reading
 * `member` themselves, so the member table can change behind them.
 */
export interface MemberContact {
  memberId: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  status: MemberStatus;
  joinedAt: Date;
}

type Db = Kysely<Database>;

function contacts(db: Db) {
  return db.selectFrom('member').select(['member_id as memberId', 'name', 'phone', 'email', 'status', 'created_at as joinedAt']);
}

export function memberContact(db: Db, memberId: number): Promise<MemberContact | undefined> {
  return contacts(db).where('member_id', '=', memberId).executeTakeFirst();
}

/** Several members at once, by id (one query for a list's names or a batch of messages). */
export function memberContacts(db: Db, memberIds: readonly number[]): Promise<Map<number, MemberContact>> {
  return readByIds(memberIds, (ids) => contacts(db).where('member_id', 'in', ids).execute(), (row) => [row.memberId, row]);
}

export interface MemberReferral {
  /** The member's own code, which friends enter when joining. */
  recommendCode: string;
  /** The code the member joined with, if any. */
  recommendedBy: string | null;
}

export function memberReferral(db: Db, memberId: number): Promise<MemberReferral | undefined> {
  return db.selectFrom('member').select(['recommend_my_cd as recommendCode', 'recommended_by as recommendedBy']).where('member_id', '=', memberId).executeTakeFirst();
}

/** The member (not withdrawn) whose code this is, other than `exceptMemberId`. */
export async function memberOfRecommendCode(db: Db, code: string, exceptMemberId: number): Promise<number | undefined> {
  const row = await db.selectFrom('member').select('member_id').where('recommend_my_cd', '=', code).where('status', '<>', 'WITHDRAWN').where('member_id', '<>', exceptMemberId).executeTakeFirst();
  return row?.member_id;
}

/** Who joined with this code, newest first. */
export function membersInvitedWith(db: Db, code: string, exceptMemberId: number, limit: number): Promise<{ memberId: number; name: string | null; joinedAt: Date }[]> {
  return db
    .selectFrom('member')
    .select(['member_id as memberId', 'name', 'created_at as joinedAt'])
    .where('recommended_by', '=', code)
    .where('member_id', '<>', exceptMemberId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
