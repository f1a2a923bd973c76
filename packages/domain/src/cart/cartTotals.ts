import { sellingPrice, toWon } from '../price';
import { isPayableLine } from './cartLine';
import type { CartDelivery, CartLine, SampleLine } from './cartLine';

export interface SampleTotals {
  /** List price × quantity. */
  productAmount: number;
  /** (List price − selling price) × quantity. */
  discountAmount: number;
  /** Delivery paid with the order. */
  deliveryFee: number;
  /** productAmount − discountAmount + deliveryFee. */
  payAmount: number;
  /** Payable lines (not pieces). */
  count: number;
}

export interface CartTotals extends SampleTotals {
  /** Cash-on-delivery (착불) fees: shown to the shopper, paid to the carrier, not part of payAmount. */
  arrivalDeliveryFee: number;
}

function productTotals(lines: readonly SampleLine[]) {
  return lines.reduce(
    (total, line) => {
      const list = toWon(line.price) * line.qty;
      const selling = sellingPrice(line) * line.qty;
      return { productAmount: total.productAmount + list, discountAmount: total.discountAmount + list - selling };
    },
    { productAmount: 0, discountAmount: 0 },
  );
}

function groupFee(delivery: CartDelivery, sellingSubtotal: number): number {
  const free = delivery.freeOver !== null && sellingSubtotal >= toWon(delivery.freeOver);
  return free ? 0 : toWon(delivery.fee);
}

/**
 * Cart totals over the ticked, available lines (spec 02 §5). Delivery is charged once
 * per delivery group, on the terms of the group's first payable line.
 */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const payable = lines.filter(isPayableLine);
  const groups = new Map<string, { delivery: CartDelivery; subtotal: number }>();
  for (const line of payable) {
    const group = groups.get(line.delivery.groupKey) ?? { delivery: line.delivery, subtotal: 0 };
    group.subtotal += sellingPrice(line) * line.qty;
    groups.set(line.delivery.groupKey, group);
  }
  let deliveryFee = 0;
  let arrivalDeliveryFee = 0;
  for (const { delivery, subtotal } of groups.values()) {
    const fee = groupFee(delivery, subtotal);
    if (delivery.payType === 'ARRIVAL') arrivalDeliveryFee += fee;
    else deliveryFee += fee;
  }
  const { productAmount, discountAmount } = productTotals(payable);
  return {
    productAmount,
    discountAmount,
    deliveryFee,
    arrivalDeliveryFee,
    payAmount: productAmount - discountAmount + deliveryFee,
    count: payable.length,
  };
}

/** The sample cart ships all samples together for one fee per order. */
export function sampleTotals(lines: readonly SampleLine[], { feePerOrder }: { feePerOrder: number }): SampleTotals {
  const payable = lines.filter(isPayableLine);
  const { productAmount, discountAmount } = productTotals(payable);
  const deliveryFee = payable.length > 0 ? toWon(feePerOrder) : 0;
  return {
    productAmount,
    discountAmount,
    deliveryFee,
    payAmount: productAmount - discountAmount + deliveryFee,
    count: payable.length,
  };
}
