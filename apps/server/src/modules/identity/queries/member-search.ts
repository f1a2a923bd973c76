import {
  type AdminMemberListView, type AdminMemberQuery, BUSINESS_AUTH_NO, isPhoneKeyword, maskMemberEmail, maskName, memberKeywordOf, PHONE_MASK_SHOWN_DIGITS,
} from '@maru/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { readByIds } from '../../../db/by-ids';
import type { Database } from '../../../db/database';
import { maskPhone } from '../mask';

// The console's member search and the member reads of coupon segments (issue 27). The search
// runs on the search pool (`app.searchDb`, sequential scans off), and every condition it makes
// is one an index of migrations/2026120150 answers: the lower-cased name or e-mail, the
// reversed digits of the phone, the member number. Personal data is matched whole, or by no
// more than its mask shows (the phone's last four digits), so a search cannot be used to read
// a value around its mask one character at a time (issue 41, docs/staff-rights.md).

type Db = Kysely<Database>;
type MemberExpression = ExpressionBuilder<Database, 'member'>;

/** LIKE's own characters in a typed keyword are matched as themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const MEMBER_NO_MAX_DIGITS = 10;
/** The expression member_search_phone indexes. */
const reversedPhone = sql<string>`reverse(regexp_replace(phone, '[^0-9]', '', 'g'))`;

function digitsCondition(eb: MemberExpression, digits: string) {
  const either = [];
  if (digits.length <= MEMBER_NO_MAX_DIGITS && Number(digits) <= 2_147_483_647) either.push(eb('member_id', '=', Number(digits)));
  const reversed = [...digits].reverse().join('');
  // The last four digits the mask shows anyway, or the whole number; a longer part never.
  if (digits.length === PHONE_MASK_SHOWN_DIGITS) either.push(eb(reversedPhone, 'like', likePrefix(reversed)));
  else if (isPhoneKeyword(digits)) either.push(eb(reversedPhone, '=', reversed));
  return either.length ? eb.or(either) : eb.val(false);
}

function keywordCondition(keyword: string) {
  const parsed = memberKeywordOf(keyword);
  return (eb: MemberExpression) => {
    switch (parsed.kind) {
      case 'ALL':
        return eb.val(true);
      case 'DIGITS':
        return digitsCondition(eb, parsed.digits);
      case 'EMAIL':
        return eb(sql`lower(email)`, '=', parsed.email);
      case 'TEXT':
        return eb(sql`lower(name)`, '=', parsed.name);
    }
  };
}

/** The members a keyword finds (not withdrawn), before paging: one index condition per kind of keyword. */
export function memberSearchBase(db: Db, keyword: string) {
  return db.selectFrom('member').where('status', '<>', 'WITHDRAWN').where(keywordCondition(keyword));
}

/**
 * 회원 검색: members (not withdrawn) whose whole name or e-mail the keyword is, whose member
 * number it is, or whose mobile number it is whole or ends in its four digits; newest first. Everything personal is
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
