import type { CartDelivery } from '../cart';
import { DEFAULT_VAT_RATE } from '../codes';
import { sellingPrice, toWon } from '../price';
import type { DeliveryGroupView, OrderAmountsView, OrderType } from './contract';
import { remoteAreaOf, type RemoteArea } from './remoteArea';

/** One line as the order prices it: unit list price, discounted price (0 = none), VAT rate, delivery terms. */
export interface PricingLine {
  qty: number;
  price: number;
  priceDiscount: number;
  vatRate?: number | null;
  delivery: CartDelivery;
}

export interface PricingInput {
  orderType: OrderType;
  lines: readonly PricingLine[];
  /** null until the shopper has an address; then 도서산간 applies. */
  zonecode: string | null;
  /** The sample order's fee (one per order); ignored for product orders. */
  sampleFee: number;
}

export interface OrderPricing {
  amounts: OrderAmountsView;
  deliveryGroups: DeliveryGroupView[];
  remoteArea: RemoteArea | null;
}

function vatIn(amount: number, rate: number): number {
  // Korean shop prices include VAT: the VAT part of a price p at rate r is p × r / (100 + r), rounded down.
  return Math.floor((amount * rate) / (100 + rate));
}

/**
 * The amounts of an order (spec 02 §5 prices; delivery per group with its free-over
 * threshold; 도서산간 once per prepaid parcel; the sample fee once per sample order).
 * Integer won throughout, and payAmount is exactly the sum of its pieces.
 */
export function priceOrder(input: PricingInput): OrderPricing {
  const remoteArea = remoteAreaOf(input.zonecode);
  let productAmount = 0;
  let discountAmount = 0;
  let vatAmount = 0;
  const groups = new Map<string, { delivery: CartDelivery; subtotal: number }>();
  for (const line of input.lines) {
    const qty = Math.max(0, Math.floor(line.qty));
    const list = toWon(line.price) * qty;
    const selling = sellingPrice(line) * qty;
    productAmount += list;
    discountAmount += list - selling;
    vatAmount += vatIn(selling, line.vatRate ?? DEFAULT_VAT_RATE);
    const group = groups.get(line.delivery.groupKey) ?? { delivery: line.delivery, subtotal: 0 };
    group.subtotal += selling;
    groups.set(line.delivery.groupKey, group);
  }

  const sample = input.orderType === 'SAMPLE';
  const deliveryGroups: DeliveryGroupView[] = [];
  let deliveryFee = 0;
  let arrivalDeliveryFee = 0;
  let remoteAreaFee = 0;
  if (!sample) {
    for (const [groupKey, { delivery, subtotal }] of groups) {
      const fee = toWon(delivery.fee);
      const freeOver = delivery.freeOver === null ? null : toWon(delivery.freeOver);
      const charged = freeOver !== null && subtotal >= freeOver ? 0 : fee;
      const prepaid = delivery.payType === 'PREPAY';
      // The surcharge rides on parcels the shop pays for; a 착불 parcel's carrier collects its own.
      const remote = prepaid && remoteArea ? remoteArea.fee : 0;
      if (prepaid) deliveryFee += charged;
      else arrivalDeliveryFee += charged;
      remoteAreaFee += remote;
      deliveryGroups.push({ groupKey, method: delivery.method, payType: delivery.payType, fee, freeOver, subtotal, charged, remoteAreaFee: remote });
    }
  }
  const hasLines = input.lines.length > 0;
  const sampleFee = sample && hasLines ? toWon(input.sampleFee) : 0;
  if (sample && hasLines && remoteArea) remoteAreaFee += remoteArea.fee;
  const fees = deliveryFee + remoteAreaFee + sampleFee;
  vatAmount += vatIn(fees, DEFAULT_VAT_RATE);
  const payAmount = productAmount - discountAmount + fees;
  return {
    amounts: { productAmount, discountAmount, deliveryFee, arrivalDeliveryFee, remoteAreaFee, sampleFee, vatAmount, payAmount },
    deliveryGroups,
    remoteArea,
  };
}
