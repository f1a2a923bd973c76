import { sheetItemInput, type OrderType } from '@maru/domain';
import { z } from 'zod';
import type { BuyNowItem } from '@/shared/buy-now/buy-now';

/** Where the checkout's lines come from, in the order they are looked for. */
export type CheckoutSource =
  /** A sheet made before (the URL after creation, so a reload re-reads it instead of making another). */
  | { kind: 'sheet'; sheetNo: string }
  | { kind: 'cart'; cartSeqList: number[] }
  | { kind: 'items'; items: BuyNowItem[] }
  | { kind: 'none' };

const stateItems = z.object({ items: z.array(sheetItemInput).min(1).max(50) });

/** ?cartSeqs=1,2 → [1, 2]; anything not a list of positive ids → undefined. */
export function parseCartSeqs(value: string | null): number[] | undefined {
  if (!value) return undefined;
  const parts = value.split(',');
  if (parts.length > 100 || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return undefined;
  const seqs = parts.map(Number);
  if (seqs.some((seq) => seq > 2_147_483_647)) return undefined;
  return [...new Set(seqs)];
}

export function checkoutSource(search: URLSearchParams, routerState: unknown, storedItems: BuyNowItem[] | undefined): CheckoutSource {
  const sheetNo = search.get('sheetNo');
  if (sheetNo && /^[\w-]{1,64}$/.test(sheetNo)) return { kind: 'sheet', sheetNo };
  const cartSeqList = parseCartSeqs(search.get('cartSeqs'));
  if (cartSeqList) return { kind: 'cart', cartSeqList };
  const fromState = stateItems.safeParse(routerState);
  if (fromState.success) return { kind: 'items', items: fromState.data.items };
  if (storedItems?.length) return { kind: 'items', items: storedItems };
  return { kind: 'none' };
}

/** The guest checkout is told a sample order by ?orderType=SAMPLE (members have their own path). */
export function orderTypeOf(search: URLSearchParams, fallback: OrderType): OrderType {
  return search.get('orderType') === 'SAMPLE' ? 'SAMPLE' : fallback;
}
