import { sheetItemInput } from '@maru/domain';
import { z } from 'zod';
import { BUY_NOW_KEY, type BuyNowItem } from './buy-now';

// Checkout reads the lines 바로 구매 saved (./buy-now); apart, so the product page, which only
// saves them, carries no schema (issue 23).

const storedItems = z.array(sheetItemInput).min(1).max(50);

export function readBuyNowItems(storage: Storage = sessionStorage): BuyNowItem[] | undefined {
  try {
    const parsed = storedItems.safeParse(JSON.parse(storage.getItem(BUY_NOW_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
