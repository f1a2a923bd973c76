import { DEFAULT_VAT_RATE } from '../codes';
import { toWon } from './money';

export type YnFlag = 'Y' | 'N';

/**
 * Price info as stored for a product option.
 * `price` is the list price; `priceDiscount` is the discounted selling price,
 * where 0 (or anything not below the list price) means "no discount".
 */
export interface ProductPriceInfo {
  price?: number | null;
  priceDiscount?: number | null;
  vatRate?: number | null;
}

/**
 * The computed option price (spec 02 §3). The field names follow the spec and keep
 * the same meaning as the input: `priceDiscount` is the discounted price (0 when the
 * option is not on sale), `price` the price actually charged.
 */
export interface ComputedOptionPrice {
  originalPrice: number;
  priceDiscount: number;
  price: number;
  /** The VAT contained in the selling price (Korean shop prices include VAT). */
  vatPrice: number;
  discountPercent: number;
}

/** Spec 02 §4: on sale when the discounted price is above 0 and the original is above it. */
export function saleYn(originalPrice: number, discountedPrice: number): YnFlag {
  const original = toWon(originalPrice);
  const discounted = toWon(discountedPrice);
  return discounted > 0 && original > discounted ? 'Y' : 'N';
}

export function sellingPrice(info: Pick<ProductPriceInfo, 'price' | 'priceDiscount'>): number {
  const original = toWon(info.price);
  const discounted = toWon(info.priceDiscount);
  return saleYn(original, discounted) === 'Y' ? discounted : original;
}

function vatRateOf(vatRate: number | null | undefined): number {
  if (vatRate === null || vatRate === undefined || !Number.isFinite(vatRate)) return DEFAULT_VAT_RATE;
  return Math.max(0, vatRate);
}

export function computeOptionPrice(info: ProductPriceInfo): ComputedOptionPrice {
  const originalPrice = toWon(info.price);
  const selling = sellingPrice(info);
  const onSale = selling < originalPrice;
  const rate = vatRateOf(info.vatRate);
  return {
    originalPrice,
    priceDiscount: onSale ? selling : 0,
    price: selling,
    // The selling price already includes VAT, so its VAT share is rate / (100 + rate).
    vatPrice: Math.floor((selling * rate) / (100 + rate)),
    discountPercent: onSale ? Math.floor(((originalPrice - selling) * 100) / originalPrice) : 0,
  };
}
