import { ApiCode, type SuspensionReason } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import type { MemberStatus } from '../tables';
import { revokeAllSessions } from './sessions';

// What the console's member page reads of identity, and the suspensions staff make (issue 28).
// The page masks what it shows (members module); these reads hand it the stored values.

type Db = Kysely<Database>;

export const memberNotFound = () => new ApiError(ApiCode.MEMBER_NOT_FOUND, '회원을 찾을 수 없습니다.', 404);

export interface ConsoleMemberRow {
  memberId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: MemberStatus;
  authNo: number;
  joinedAt: Date;
  withdrawnAt: Date | null;
  /** When the member last opened a session (signed in), if ever. */
  lastSignInAt: Date | null;
}

export interface SuspensionRow {
  action: 'SUSPEND' | 'UNSUSPEND';
  reasonCode: SuspensionReason | null;
  reason: string | null;
  staffId: number | null;
  at: Date;
}

/** The member as stored (withdrawn ones too: their page says so, with nothing personal left). */
export async function consoleMember(db: Db, memberId: number): Promise<ConsoleMemberRow | undefined> {
  const row = await db
    .selectFrom('member')
    .select((eb) => [
      'member_id', 'name', 'email', 'phone', 'status', 'auth_no', 'created_at', 'withdrawn_at',
      eb.selectFrom('member_session').select((inner) => inner.fn.max('created_at').as('at')).whereRef('member_session.member_id', '=', 'member.member_id').as('last_sign_in'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    memberId: row.member_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    authNo: row.auth_no,
    joinedAt: row.created_at,
    withdrawnAt: row.withdrawn_at,
    lastSignInAt: row.last_sign_in ? new Date(row.last_sign_in) : null,
  };
}

/** Every suspension and lifting of the member's, newest first. */
export async function suspensionHistory(db: Db, memberId: number): Promise<SuspensionRow[]> {
  const rows = await db
    .selectFrom('member_suspension')
    .select(['action', 'reason_code', 'reason', 'staff_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('event_id', 'desc')
    .execute();
  return rows.map((row) => ({ action: row.action, reasonCode: row.reason_code as SuspensionReason | null, reason: row.reason, staffId: row.staff_id, at: row.created_at }));
}

export interface StatusChange {
  memberId: number;
  staffId: number;
  now: Date;
  reason: string | null;
}

export interface StatusChanged {
  before: { status: MemberStatus };
  after: { status: MemberStatus };
  /** Sessions the change ended (a suspension ends every live one). */
  sessionsEnded: number;
}

async function lockMemberStatus(trx: Transaction<Database>, memberId: number): Promise<MemberStatus> {
  const row = await trx.selectFrom('member').select('status').where('member_id', '=', memberId).forUpdate().executeTakeFirst();
  if (!row) throw memberNotFound();
  return row.status;
}

const conflict = (message: string) => new ApiError(ApiCode.MEMBER_STATUS_CONFLICT, message);

/**
 * 이용 정지: an active member becomes SUSPENDED, every live session of theirs ends in the same
 * transaction (their next call is signed out), and sign-in is refused with ACCOUNT_SUSPENDED
 * (account-status.ts) until staff lift it. A dormant or withdrawn member is not suspended:
 * neither can sign in, and their state belongs to the retention rules.
 */
export async function suspendMember(trx: Transaction<Database>, change: StatusChange & { reasonCode: SuspensionReason }): Promise<StatusChanged> {
  const status = await lockMemberStatus(trx, change.memberId);
  if (status === 'SUSPENDED') throw conflict('이미 이용 정지된 회원입니다.');
  if (status !== 'ACTIVE') throw conflict(status === 'WITHDRAWN' ? '탈퇴한 회원은 이용 정지할 수 없습니다.' : '휴면 회원은 이용 정지할 수 없습니다.');
  await trx.updateTable('member').set({ status: 'SUSPENDED' }).where('member_id', '=', change.memberId).execute();
  await trx
    .insertInto('member_suspension')
    .values({ member_id: change.memberId, action: 'SUSPEND', reason_code: change.reasonCode, reason: change.reason, staff_id: change.staffId, created_at: change.now })
    .execute();
  const sessionsEnded = await revokeAllSessions(trx, change.memberId, change.now);
  return { before: { status }, after: { status: 'SUSPENDED' }, sessionsEnded };
}

/** 정지 해제: a suspended member is ACTIVE again and may sign in. */
export async function unsuspendMember(trx: Transaction<Database>, change: StatusChange): Promise<StatusChanged> {
  const status = await lockMemberStatus(trx, change.memberId);
  if (status !== 'SUSPENDED') throw conflict('이용 정지 상태인 회원이 아닙니다.');
  await trx.updateTable('member').set({ status: 'ACTIVE' }).where('member_id', '=', change.memberId).execute();
  await trx
    .insertInto('member_suspension')
    .values({ member_id: change.memberId, action: 'UNSUSPEND', reason_code: null, reason: change.reason, staff_id: change.staffId, created_at: change.now })
    .execute();
  return { before: { status }, after: { status: 'ACTIVE' }, sessionsEnded: 0 };
}
