import type { sheetItemInput } from '@maru/domain';
import type { z } from 'zod';

/** One option bought with 바로 구매, as POST /order/v1/sheet takes it. */
export type BuyNowItem = z.infer<typeof sheetItemInput>;

export const BUY_NOW_KEY = 'maru:order-buy-now';

/**
 * 바로 구매 hands its lines to checkout in router state, which a redirect loses: a guest is
 * sent to sign-in first and may continue as a guest from there. So the lines also wait here
 * (never in the URL) until a sheet has been made from them.
 */
export function saveBuyNowItems(items: readonly BuyNowItem[], storage: Storage = sessionStorage): void {
  storage.setItem(BUY_NOW_KEY, JSON.stringify(items));
}

export function clearBuyNowItems(storage: Storage = sessionStorage): void {
  storage.removeItem(BUY_NOW_KEY);
}
