import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { BusinessStatus } from '../tables';

export interface BusinessInfo {
  companyName: string;
  bizNo: string;
  ceoName: string;
  bizType: string;
  bizItem: string;
}

export interface BusinessRequest extends BusinessInfo {
  status: BusinessStatus;
  requestedAt: Date;
  decidedAt: Date | null;
}

/** One request per member: a new one replaces an earlier pending or rejected one. */
export async function upsertBusinessRequest(db: Kysely<Database>, memberId: number, info: BusinessInfo, now: Date): Promise<void> {
  const values = {
    company_name: info.companyName,
    biz_no: info.bizNo,
    ceo_name: info.ceoName,
    biz_type: info.bizType,
    biz_item: info.bizItem,
    status: 'PENDING' as const,
    requested_at: now,
    decided_at: null,
  };
  await db
    .insertInto('business_request')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

export function findBusinessRequest(db: Kysely<Database>, memberId: number): Promise<BusinessRequest | undefined> {
  return db
    .selectFrom('business_request')
    .select([
      'company_name as companyName',
      'biz_no as bizNo',
      'ceo_name as ceoName',
      'biz_type as bizType',
      'biz_item as bizItem',
      'status',
      'requested_at as requestedAt',
      'decided_at as decidedAt',
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Approves a pending request; false when there is none. */
export function approveBusinessRequest(db: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  return decidePending(db, memberId, 'APPROVED', now);
}

export async function deleteBusinessRequest(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.deleteFrom('business_request').where('member_id', '=', memberId).execute();
}

/** Decides a pending request as rejected; false when there is none. The member keeps their authNo. */
export function rejectBusinessRequest(db: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  return decidePending(db, memberId, 'REJECTED', now);
}

/** Only a pending request is decided, so of two decisions at once the second changes nothing. */
async function decidePending(db: Kysely<Database>, memberId: number, status: 'APPROVED' | 'REJECTED', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('business_request')
    .set({ status, decided_at: now })
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A request as the operator console shows it: with who asked and their current authNo. */
export interface BusinessRequestRow extends BusinessRequest {
  memberId: number;
  /** Null once the member has withdrawn. */
  memberName: string | null;
  memberEmail: string | null;
  authNo: number;
}

function requestsWithMembers(db: Kysely<Database>) {
  return db
    .selectFrom('business_request')
    .innerJoin('member', 'member.member_id', 'business_request.member_id')
    .select([
      'business_request.member_id as memberId',
      'member.name as memberName',
      'member.email as memberEmail',
      'member.auth_no as authNo',
      'business_request.company_name as companyName',
      'business_request.biz_no as bizNo',
      'business_request.ceo_name as ceoName',
      'business_request.biz_type as bizType',
      'business_request.biz_item as bizItem',
      'business_request.status',
      'business_request.requested_at as requestedAt',
      'business_request.decided_at as decidedAt',
    ]);
}

/**
 * One page of the requests in a status, and how many there are. Pending ones oldest first
 * (a queue worked from the front), decided ones latest decision first.
 */
export async function listBusinessRequests(
  db: Kysely<Database>,
  status: BusinessStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: BusinessRequestRow[]; total: number }> {
  const ordered =
    status === 'PENDING'
      ? requestsWithMembers(db).orderBy('business_request.requested_at').orderBy('business_request.member_id')
      : requestsWithMembers(db).orderBy('business_request.decided_at', 'desc').orderBy('business_request.member_id');
  const [rows, count] = await Promise.all([
    ordered.where('business_request.status', '=', status).offset(page.offset).limit(page.limit).execute(),
    db.selectFrom('business_request').select(sql<number>`count(*)::int`.as('total')).where('status', '=', status).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** The member's request, locked until the transaction ends, so two decisions on it run one after the other. */
export function lockBusinessRequest(db: Kysely<Database>, memberId: number): Promise<BusinessRequestRow | undefined> {
  return requestsWithMembers(db).where('business_request.member_id', '=', memberId).forUpdate('business_request').executeTakeFirst();
}
