import { type AdminMemberListView, type AdminMemberQuery, BUSINESS_AUTH_NO, maskMemberEmail, maskName, memberKeywordOf } from '@maru/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { readByIds } from '../../../db/by-ids';
import type { Database } from '../../../db/database';
import { maskPhone } from '../mask';

// The console's member search and the member reads of coupon segments (issue 27). The search
// runs on the search pool (`app.searchDb`, sequential scans off), and every condition it makes
// is one an index of migrations/2026120150 answers: a prefix of the lower-cased name or
// e-mail, the reversed digits of the phone, the member number.

type Db = Kysely<Database>;
type MemberExpression = ExpressionBuilder<Database, 'member'>;

/** LIKE's own characters in a typed keyword are matched as themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Phone numbers end in at least four digits; fewer would match most members. */
const PHONE_TAIL_MIN = 4;
const MEMBER_NO_MAX_DIGITS = 10;

function keywordCondition(keyword: string) {
  const parsed = memberKeywordOf(keyword);
  return (eb: MemberExpression) => {
    switch (parsed.kind) {
      case 'ALL':
        return eb.val(true);
      case 'DIGITS': {
        const either = [];
        if (parsed.digits.length <= MEMBER_NO_MAX_DIGITS && Number(parsed.digits) <= 2_147_483_647) either.push(eb('member_id', '=', Number(parsed.digits)));
        if (parsed.digits.length >= PHONE_TAIL_MIN) {
          const reversed = [...parsed.digits].reverse().join('');
          either.push(eb(sql`reverse(regexp_replace(phone, '[^0-9]', '', 'g'))`, 'like', likePrefix(reversed)));
        }
        return either.length ? eb.or(either) : eb.val(false);
      }
      case 'EMAIL':
        return eb(sql`lower(email)`, 'like', likePrefix(parsed.prefix));
      case 'TEXT':
        return eb.or([eb(sql`lower(name)`, 'like', likePrefix(parsed.prefix.toLowerCase())), eb(sql`lower(email)`, 'like', likePrefix(parsed.prefix.toLowerCase()))]);
    }
  };
}

/** The members a keyword finds (not withdrawn), before paging: one index condition per kind of keyword. */
export function memberSearchBase(db: Db, keyword: string) {
  return db.selectFrom('member').where('status', '<>', 'WITHDRAWN').where(keywordCondition(keyword));
}

/**
 * 회원 검색: members (not withdrawn) whose name or e-mail starts with the keyword, whose member
 * number it is, or whose mobile number ends in its digits; newest first. Everything personal is
 * masked here, so no caller can send a whole phone number or e-mail on.
 */
export async function searchMembers(db: Db, query: AdminMemberQuery): Promise<AdminMemberListView> {
  const base = memberSearchBase(db, query.keyword);
  const [rows, count] = await Promise.all([
    base
      .select(['member_id', 'name', 'email', 'phone', 'status', 'auth_no', 'created_at'])
      .orderBy('member_id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      memberId: row.member_id,
      name: maskName(row.name),
      email: row.email ? maskMemberEmail(row.email) : null,
      phone: maskPhone(row.phone),
      status: row.status === 'WITHDRAWN' ? 'SUSPENDED' : row.status,
      business: row.auth_no === BUSINESS_AUTH_NO,
      joinedAt: row.created_at.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: Number(count.total),
  };
}

/** Masked names of members by id (a coupon's holders), for lists that name whom. */
export function maskedMemberNames(db: Db, memberIds: readonly number[]): Promise<Map<number, string>> {
  return readByIds(
    memberIds,
    (ids) => db.selectFrom('member').select(['member_id', 'name']).where('member_id', 'in', ids).execute(),
    (row) => [row.member_id, maskName(row.name)],
  );
}

/** Of these member ids, the active members' (not withdrawn, dormant or suspended). */
export async function activeMemberIds(db: Db, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  // One array parameter: a segment may hold more members than a statement has parameters.
  const rows = await db.selectFrom('member').select('member_id').where(sql<boolean>`member_id = any(${[...new Set(memberIds)]}::int[])`).where('status', '=', 'ACTIVE').execute();
  return new Set(rows.map((row) => row.member_id));
}

/** Active members who joined from `since` up to (not including) `until`. */
export async function activeMembersJoined(db: Db, since: Date, until: Date): Promise<number[]> {
  const rows = await db.selectFrom('member').select('member_id').where('created_at', '>=', since).where('created_at', '<', until).where('status', '=', 'ACTIVE').orderBy('member_id').execute();
  return rows.map((row) => row.member_id);
}

/** Active business members (authNo 17). */
export async function activeBusinessMembers(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('member').select('member_id').where('auth_no', '=', BUSINESS_AUTH_NO).where('status', '=', 'ACTIVE').orderBy('member_id').execute();
  return rows.map((row) => row.member_id);
}
