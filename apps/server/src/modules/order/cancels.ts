import { sendClaimRefund } from './aftersale/refunds';
import type { OrderDeps } from './deps';
import { markCancelDone, markCancelFailed, pendingCancel, pendingCancels, type CancelRow } from './queries/cancels';

/**
 * Sends one recorded cancel to the provider. A cancel that fails stays PENDING for the sweep;
 * one the provider already applied (a retry after a lost answer) is recognised by fetching
 * the payment and marked done.
 */
async function sendCancel(deps: OrderDeps, cancel: CancelRow): Promise<boolean> {
  // A claim's refund is part of the payment, sent with its own checks.
  if (cancel.claim_id !== null) return sendClaimRefund(deps, cancel);
  try {
    await deps.gateway.cancel({ impUid: cancel.imp_uid, merchantUid: cancel.merchant_uid, reason: cancel.reason, checksum: cancel.checksum ?? undefined });
    await markCancelDone(deps.db, cancel.cancel_id);
    return true;
  } catch (error) {
    const payment = await deps.gateway.fetchPayment(cancel.imp_uid).catch(() => undefined);
    if (payment && (payment.status === 'cancelled' || payment.status === 'failed' || payment.cancelAmount >= payment.amount)) {
      await markCancelDone(deps.db, cancel.cancel_id);
      return true;
    }
    deps.log.warn({ err: error, impUid: cancel.imp_uid, reason: cancel.reason }, 'payment cancel failed; the order sweep retries it');
    await markCancelFailed(deps.db, cancel.cancel_id, error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** A claim's refund, right after the transaction that completed the claim. */
export async function sendPendingRefund(deps: OrderDeps, claimId: number): Promise<void> {
  const cancel = await deps.db.selectFrom('payment_cancel').selectAll().where('claim_id', '=', claimId).where('status', '=', 'PENDING').executeTakeFirst();
  if (cancel) await sendCancel(deps, cancel);
}

/** Right after the transaction that decided it. */
export async function sendPendingCancel(deps: OrderDeps, impUid: string): Promise<void> {
  const cancel = await pendingCancel(deps.db, impUid);
  if (cancel) await sendCancel(deps, cancel);
}

/** The sweep's retry of cancels that did not go through (older than a minute, so not one being sent right now). */
export async function retryPendingCancels(deps: OrderDeps, now: Date): Promise<number> {
  let done = 0;
  for (const cancel of await pendingCancels(deps.db, new Date(now.getTime() - 60_000), 50)) if (await sendCancel(deps, cancel)) done += 1;
  return done;
}
