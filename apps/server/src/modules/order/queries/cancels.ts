import type { Selectable, Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { PaymentCancelTable } from '../tables';

export type CancelRow = Selectable<PaymentCancelTable>;

export interface CancelOrder {
  orderId: number;
  impUid: string;
  merchantUid: string;
  reason: string;
  checksum: number | null;
}

/** Records that a payment must be cancelled; a payment already recorded is not recorded twice. */
export async function recordCancel(trx: Transaction<Database>, cancel: CancelOrder): Promise<void> {
  await trx
    .insertInto('payment_cancel')
    .values({ order_id: cancel.orderId, imp_uid: cancel.impUid, merchant_uid: cancel.merchantUid, reason: cancel.reason, checksum: cancel.checksum, status: 'PENDING' })
    .onConflict((conflict) => conflict.column('imp_uid').where('claim_id', 'is', null).doNothing())
    .execute();
}

/** Whether this payment was already judged one to give back whole (sent or not). */
export async function cancelRecordedFor(db: Db, impUid: string): Promise<boolean> {
  const row = await db.selectFrom('payment_cancel').select('cancel_id').where('imp_uid', '=', impUid).where('claim_id', 'is', null).executeTakeFirst();
  return row !== undefined;
}

export async function pendingCancel(db: Db, impUid: string): Promise<CancelRow | undefined> {
  return db.selectFrom('payment_cancel').selectAll().where('imp_uid', '=', impUid).where('claim_id', 'is', null).where('status', '=', 'PENDING').executeTakeFirst();
}

export const MAX_CANCEL_ATTEMPTS = 1_440;

/**
 * Cancels still to send. After MAX_CANCEL_ATTEMPTS (a day of minutes' retries) a cancel is
 * left to an operator (last_error says why: e.g. a paid virtual account needs the buyer's
 * refund account, which checkout does not collect).
 */
export async function pendingCancels(db: Db, olderThan: Date, limit: number): Promise<CancelRow[]> {
  return db
    .selectFrom('payment_cancel')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('created_at', '<', olderThan)
    .where('attempts', '<', MAX_CANCEL_ATTEMPTS)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function markCancelDone(db: Db, cancelId: number): Promise<void> {
  await db.updateTable('payment_cancel').set({ status: 'DONE', done_at: new Date(), last_error: null }).where('cancel_id', '=', cancelId).execute();
}

export async function markCancelFailed(db: Db, cancelId: number, error: string): Promise<void> {
  await db
    .updateTable('payment_cancel')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500) }))
    .where('cancel_id', '=', cancelId)
    .execute();
}
