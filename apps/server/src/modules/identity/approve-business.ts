import { BUSINESS_AUTH_NO } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { approveBusinessRequest } from './queries/business';
import { setAuthNo } from './queries/members';

/** Operator decision: approves the member's pending request and makes them a business member (authNo 17). */
export async function approveBusiness(db: Kysely<Database>, memberId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await approveBusinessRequest(trx, memberId, new Date()))) return false;
    await setAuthNo(trx, memberId, BUSINESS_AUTH_NO);
    return true;
  });
}
