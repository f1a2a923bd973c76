import type { OrderStatus } from './contract';

/**
 * How long an order left unpaid may still be paid from the shopper's order list (다시 결제):
 * its prices are the ones agreed when it was placed, so after a day the shopper orders anew
 * from the cart instead, at today's prices.
 */
export const PAY_AGAIN_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface UnpaidOrderFacts {
  status: OrderStatus;
  createdAt: Date;
  /** A virtual account was issued for it: that account, not a new window, is how it is paid. */
  accountIssued: boolean;
}

export interface UnpaidActions {
  /** Open the payment window again (the order is rebuilt first if it had ended). */
  payAgain: boolean;
  /** Stop paying now: what it holds goes back at once instead of when its hold runs out. */
  abandon: boolean;
}

/** What the shopper may do with an order that has no money yet. */
export function unpaidActions(order: UnpaidOrderFacts, now: Date): UnpaidActions {
  if (order.accountIssued) return { payAgain: false, abandon: false };
  if (order.status === 'PAYMENT_PENDING') return { payAgain: true, abandon: true };
  const ended = order.status === 'FAILED' || order.status === 'ABANDONED' || order.status === 'EXPIRED';
  return { payAgain: ended && now.getTime() - order.createdAt.getTime() < PAY_AGAIN_WINDOW_MS, abandon: false };
}
