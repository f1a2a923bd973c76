// The console's bulk price change: a selection's 판매가 moved by an amount or a percentage,
// rounded to 100원 as Korean shops price, and kept within the product's own 정가 (spec 02:
// a selling price above the list price is no discount, and a price below 0 is no price).

export type PriceChangeMode = 'AMOUNT' | 'PERCENT';

export interface PriceChange {
  mode: PriceChangeMode;
  /** Won for AMOUNT (−10,000 lowers by 10,000원), percent for PERCENT (−10 is 10 % off). */
  value: number;
}

/** Nearest multiple of 100 won; halves go up (1,250 → 1,300), as 반올림 does. */
export function roundTo100(won: number): number {
  return Math.floor(won / 100 + 0.5) * 100;
}

/** What one product's selling price becomes; the list price is the ceiling and 0 the floor. */
export function changedSellingPrice(current: { price: number; sellingPrice: number }, change: PriceChange): number {
  const raw = change.mode === 'AMOUNT' ? current.sellingPrice + change.value : current.sellingPrice * (1 + change.value / 100);
  return Math.min(current.price, Math.max(0, roundTo100(raw)));
}
