import { sellingPrice } from '../price';
import { optionStatus } from '../options';
import type { OptionStatus, StockLostType } from '../options';

export type DeliveryMethod = '택배' | '화물' | '직접배송';
/** PREPAY is paid with the order; ARRIVAL (착불) is paid to the carrier on delivery. */
export type DeliveryPayType = 'PREPAY' | 'ARRIVAL';

/** The delivery terms a line ships under; lines sharing a groupKey ship, and pay, together. */
export interface CartDelivery {
  groupKey: string;
  method: DeliveryMethod;
  fee: number;
  /** The group ships free once its selling subtotal reaches this; null = never free. */
  freeOver: number | null;
  payType: DeliveryPayType;
}

/** Samples ship in one parcel for the per-order sample fee: the stand-in delivery group of the cart and the order sheet. */
export const SAMPLE_DELIVERY: CartDelivery = { groupKey: 'sample', method: '택배', fee: 0, freeOver: null, payType: 'PREPAY' };

/** One option in the cart; price is the list price and priceDiscount the discounted price (0 = none). */
export interface CartLine {
  cartSeq?: number;
  productNo: number;
  optionGroupSeq: number;
  qty: number;
  price: number;
  priceDiscount: number;
  stockCnt: number;
  stockLostType: StockLostType | null;
  selected: boolean;
  delivery: CartDelivery;
}

/** A sample-cart line: samples ship together, so they carry no delivery terms of their own. */
export type SampleLine = Omit<CartLine, 'delivery'>;

export interface CartLineView extends CartLine {
  sellingPrice: number;
  productOptionsStatus: OptionStatus;
}

export function cartLineView(line: CartLine): CartLineView {
  return {
    ...line,
    sellingPrice: sellingPrice(line),
    productOptionsStatus: optionStatus(line.stockCnt, line.stockLostType),
  };
}

/** A line counts towards the amount to pay only when it is ticked and can be shipped in full. */
export function isPayableLine(line: SampleLine): boolean {
  return (
    line.selected &&
    optionStatus(line.stockCnt, line.stockLostType) === 'AVAILABLE' &&
    Number.isSafeInteger(line.qty) &&
    line.qty >= 1 &&
    line.qty <= line.stockCnt
  );
}
