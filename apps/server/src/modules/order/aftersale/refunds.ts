import { sql } from 'kysely';
import type { OrderDeps } from '../deps';
import { markCancelDone, markCancelFailed, type CancelRow } from '../queries/cancels';
import { findOrderByNo } from '../queries/orders';
import { notifyRefunded } from './notify';
import { confirmedRefunds, updateClaim } from './queries';

/** 123-456-7890 → •••7890: enough for the shopper to recognise, not to use. */
export const maskAccount = (accountNo: string) => `•••${accountNo.replace(/\D/g, '').slice(-4)}`;

/**
 * Sends a claim's refund to PortOne: part of the payment, with the checksum of the balance
 * still cancellable as the shop knows it (the amount paid minus the refunds PortOne has
 * confirmed), so PortOne refuses a refund computed from a stale balance rather than paying
 * it twice. One order's refunds are sent one at a time, from any process (an advisory lock
 * on one pooled connection; no row lock is held across the call), so a refund PortOne
 * applied but whose answer was lost is recognised from the payment's cancelled amount
 * alone. One refused or not reached stays PENDING for the order sweep.
 */
export async function sendClaimRefund(deps: OrderDeps, cancel: CancelRow): Promise<boolean> {
  if (cancel.claim_id === null || cancel.amount === null) return false;
  return deps.db.connection().execute(async (connection) => {
    const key = sql`hashtext(${`refund:${cancel.order_id}`})`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      const current = await connection.selectFrom('payment_cancel').selectAll().where('cancel_id', '=', cancel.cancel_id).executeTakeFirst();
      return current?.status === 'PENDING' ? await sendLocked({ ...deps, db: connection }, current) : false;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

async function sendLocked(deps: OrderDeps, cancel: CancelRow): Promise<boolean> {
  if (cancel.claim_id === null || cancel.amount === null) return false;
  const claim = await deps.db.selectFrom('order_claim').selectAll().where('claim_id', '=', cancel.claim_id).executeTakeFirst();
  const order = await deps.db.selectFrom('shop_order').selectAll().where('order_id', '=', cancel.order_id).executeTakeFirst();
  if (!claim || !order) return false;
  const confirmed = await confirmedRefunds(deps.db, cancel.imp_uid);
  const refundAccount = claim.refund_bank_code && claim.refund_holder && claim.refund_account_no ? { bankCode: claim.refund_bank_code, holder: claim.refund_holder, accountNo: claim.refund_account_no } : undefined;
  try {
    await deps.gateway.cancel({
      impUid: cancel.imp_uid,
      merchantUid: cancel.merchant_uid,
      amount: cancel.amount,
      checksum: order.pay_amount - confirmed,
      reason: cancel.reason,
      refund: refundAccount,
    });
  } catch (error) {
    const payment = await deps.gateway.fetchPayment(cancel.imp_uid).catch(() => undefined);
    if (!payment || payment.cancelAmount < confirmed + cancel.amount) {
      deps.log.warn({ err: error, claimNo: claim.claim_no }, 'refund not sent; the order sweep retries it');
      await markCancelFailed(deps.db, cancel.cancel_id, error instanceof Error ? error.message : String(error));
      return false;
    }
  }
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await markCancelDone(trx, cancel.cancel_id);
    await updateClaim(trx, claim.claim_id, {
      refund_status: 'DONE',
      refunded_at: now,
      // Kept only as long as the refund needed it.
      refund_account_no: claim.refund_account_no ? maskAccount(claim.refund_account_no) : null,
    });
    const fresh = await findOrderByNo(trx, order.order_no);
    if (fresh) await notifyRefunded(trx, fresh, claim, cancel.amount ?? 0);
  });
  return true;
}
