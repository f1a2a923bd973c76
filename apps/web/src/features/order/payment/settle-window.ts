import type { OrderView, PlacedOrderView } from '@maru/domain';
import { abandonPayment } from '../api/aftersale-api';
import { completePayment } from '../api/order-api';
import { clearPendingPayment, savePendingPayment } from './pending-payment';
import { requestPayment, type PaymentMode } from './request-payment';

export type WindowResult =
  | { kind: 'paid'; order: OrderView }
  /** The tab is leaving for the payment window; /order/mobile takes over on its return. */
  | { kind: 'redirecting' }
  /** Closed or declined: the order has let go of what it held. */
  | { kind: 'unpaid'; message: string };

interface WindowStart {
  mode: PaymentMode;
  /** A window the click opened before its first await, or null. */
  popup: Window | null;
  /** Where a phone's failed payment leads back to (an internal path). */
  returnPath: string;
  /** Called once the window approved, before the server is asked (a lost answer is then "uncertain", not "failed"). */
  onApproved?: () => void;
}

/**
 * Shows the payment window for a placed order (checkout, or 다시 결제) and settles what it
 * answers: the server checks an approved payment with PortOne; a window closed or a payment
 * declined lets the order go at once, so its coupon, points and stock are back before the
 * shopper tries again — not half an hour later when its hold runs out. A payment made after
 * all still reaches the shop by PortOne's notice and is honoured if the order can be rebuilt.
 */
export async function settleWindow(placed: PlacedOrderView, start: WindowStart): Promise<WindowResult> {
  const { mode, popup } = start;
  if (mode === 'redirect' || !popup) savePendingPayment({ orderNo: placed.orderNo, merchantUid: placed.merchantUid, checkoutPath: start.returnPath });
  const outcome = await requestPayment({ placed, mode, popup });
  if (outcome.kind === 'redirecting') return outcome;
  if (outcome.kind !== 'approved') {
    clearPendingPayment();
    // Not letting go only costs time: the hold's expiry does it then.
    await abandonPayment(placed.orderNo).catch(() => undefined);
    return { kind: 'unpaid', message: outcome.message };
  }
  start.onApproved?.();
  const order = await completePayment(outcome.impUid, outcome.merchantUid);
  clearPendingPayment();
  return { kind: 'paid', order };
}
