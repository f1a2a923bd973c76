import { BUSINESS_AUTH_NO } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { approveBusinessRequest } from './queries/business';
import { setAuthNo } from './queries/members';

/**
 * Operator decision, inside the caller's transaction (the console logs it in the same one):
 * approves the member's pending request and makes them a business member (authNo 17).
 */
export async function approveBusinessIn(trx: Kysely<Database>, memberId: number, now: Date): Promise<boolean> {
  if (!(await approveBusinessRequest(trx, memberId, now))) return false;
  await setAuthNo(trx, memberId, BUSINESS_AUTH_NO);
  return true;
}

/** The same in a transaction of its own, for the approve-business command. */
export async function approveBusiness(db: Kysely<Database>, memberId: number): Promise<boolean> {
  return db.transaction().execute((trx) => approveBusinessIn(trx, memberId, new Date()));
}
