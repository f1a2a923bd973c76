import { cartTotals, sampleTotals, type CartTotals, type SampleTotals } from '@maru/domain';
import { paths } from '@/shared/routing';
import type { CartType } from './cart-actions';
import type { CartData, CartLineData } from './cart-api';

// The cart page's pure logic: which lines can be ticked, live totals of the ticked ones,
// and where 주문하기 goes. Kept apart from the components so it is tested on its own.

/** Sold-out lines stay visible in their own section but can never be ticked or ordered. */
export const isOrderable = (line: CartLineData): boolean => line.productOptionsStatus === 'AVAILABLE' && line.qty <= line.stockCnt;

export function splitLines(lines: readonly CartLineData[]) {
  return { orderable: lines.filter(isOrderable), unavailable: lines.filter((line) => !isOrderable(line)) };
}

/** Ticks every orderable line, or none when all are ticked already. Samples stop at the per-order limit. */
export function toggleAll(lines: readonly CartLineData[], selected: ReadonlySet<number>, limit = Number.POSITIVE_INFINITY): Set<number> {
  const orderable = lines.filter(isOrderable).map((line) => line.cartSeq);
  const allTicked = orderable.length > 0 && orderable.slice(0, limit).every((seq) => selected.has(seq));
  return allTicked ? new Set() : new Set(orderable.slice(0, limit));
}

export type ToggleOutcome = { selected: Set<number>; refused: boolean };

export function toggleLine(selected: ReadonlySet<number>, cartSeq: number, limit = Number.POSITIVE_INFINITY): ToggleOutcome {
  const next = new Set(selected);
  if (next.delete(cartSeq)) return { selected: next, refused: false };
  if (next.size >= limit) return { selected: new Set(selected), refused: true };
  next.add(cartSeq);
  return { selected: next, refused: false };
}

/** Drops ticks of lines that are gone or no longer orderable (after a refresh). */
export function keepValid(lines: readonly CartLineData[], selected: ReadonlySet<number>): Set<number> {
  const valid = new Set(lines.filter(isOrderable).map((line) => line.cartSeq));
  return new Set([...selected].filter((seq) => valid.has(seq)));
}

/** Totals of the ticked lines, by the shop's rules in @maru/domain (spec 02 §5). */
export function liveTotals(cartType: CartType, lines: readonly CartLineData[], selected: ReadonlySet<number>, sampleFee: number): CartTotals | SampleTotals {
  const ticked = lines.map((line) => ({ ...line, selected: selected.has(line.cartSeq) }));
  return cartType === 'SAMPLE' ? sampleTotals(ticked, { feePerOrder: sampleFee }) : cartTotals(ticked);
}

/** Checkout is another page; it receives the ticked lines' ids. */
export function checkoutPath(cartType: CartType, lines: readonly CartLineData[], selected: ReadonlySet<number>): string {
  const seqs = lines.filter((line) => selected.has(line.cartSeq) && isOrderable(line)).map((line) => line.cartSeq);
  const base = cartType === 'SAMPLE' ? paths.orderCheckoutSample() : paths.orderCheckout();
  return `${base}?cartSeqs=${seqs.join(',')}`;
}

/** Delivery groups of the ticked lines, for the per-group fee lines of the summary. */
export function deliveryGroups(lines: readonly CartLineData[], selected: ReadonlySet<number>) {
  const groups = new Map<string, { method: string; payType: string; fee: number; freeOver: number | null; subtotal: number }>();
  for (const line of lines) {
    if (!selected.has(line.cartSeq) || !isOrderable(line)) continue;
    const group = groups.get(line.delivery.groupKey) ?? { ...line.delivery, subtotal: 0 };
    group.subtotal += line.sellingPrice * line.qty;
    groups.set(line.delivery.groupKey, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    charged: group.freeOver !== null && group.subtotal >= group.freeOver ? 0 : group.fee,
  }));
}

/**
 * What the loaded page shows of the ticks: the lines ticked (every orderable one, within the
 * sample limit, while `picked` is untouched), the two sections, the live totals and 전체 선택.
 */
export function cartPicks(cartType: CartType, data: Pick<CartData, 'list' | 'sampleLimit' | 'sampleFee'>, picked: ReadonlySet<number> | undefined) {
  const lines = data.list;
  const limit = cartType === 'SAMPLE' ? data.sampleLimit : Number.POSITIVE_INFINITY;
  const selected = picked === undefined ? toggleAll(lines, new Set(), limit) : keepValid(lines, picked);
  const { orderable, unavailable } = splitLines(lines);
  const totals = liveTotals(cartType, lines, selected, data.sampleFee);
  const allTicked = orderable.length > 0 && orderable.slice(0, limit).every((line) => selected.has(line.cartSeq));
  return { lines, limit, selected, orderable, unavailable, totals, allTicked };
}
