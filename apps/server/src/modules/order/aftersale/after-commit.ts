import { deliverSoon } from '../../message';
import { sendPendingCancel, sendPendingRefund } from '../cancels';
import type { OrderDeps } from '../deps';

/** What an after-sale change leaves to do once its transaction has committed. */
export interface AfterCommit {
  /** Claims whose refund is recorded and must be sent to PortOne. */
  refunds: number[];
  /** Messages were queued: deliver them now rather than at the next round. */
  messages: boolean;
  /** Virtual accounts to close at PortOne (an order cancelled before its deposit). */
  closedAccounts: string[];
}

/**
 * Provider calls happen only here, after the commit: a refund or a message that fails stays
 * recorded (PENDING) and the order sweep or the message job sends it again. Nothing here
 * throws into the shopper's answer: the change itself is done.
 */
export async function afterCommit(deps: OrderDeps, later: AfterCommit): Promise<void> {
  try {
    for (const impUid of later.closedAccounts) await sendPendingCancel(deps, impUid);
    for (const claimId of later.refunds) await sendPendingRefund(deps, claimId);
  } catch (error) {
    deps.log.warn({ err: error }, 'after-sale follow-up failed; the sweeps retry it');
  }
  // Refunds queue their own messages when they are done.
  if (later.messages || later.refunds.length > 0) deliverSoon(deps);
}
