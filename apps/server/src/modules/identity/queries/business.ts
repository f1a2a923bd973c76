import type { Kysely } from 'kysely';
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
export async function approveBusinessRequest(db: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('business_request')
    .set({ status: 'APPROVED', decided_at: now })
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteBusinessRequest(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.deleteFrom('business_request').where('member_id', '=', memberId).execute();
}
