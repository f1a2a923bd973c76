import { sheetItemInput } from '@maru/domain';
import { z } from 'zod';

/** One option bought with 바로 구매, as POST /order/v1/sheet takes it. */
export type BuyNowItem = z.infer<typeof sheetItemInput>;

const KEY = 'maru:order-buy-now';
const storedItems = z.array(sheetItemInput).min(1).max(50);

/**
 * 바로 구매 hands its lines to checkout in router state, which a redirect loses: a guest is
 * sent to sign-in first and may continue as a guest from there. So the lines also wait here
 * (never in the URL) until a sheet has been made from them.
 */
export function saveBuyNowItems(items: readonly BuyNowItem[], storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(items));
}

export function readBuyNowItems(storage: Storage = sessionStorage): BuyNowItem[] | undefined {
  try {
    const parsed = storedItems.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearBuyNowItems(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
