import { formatKrw } from '@maru/domain';
import type { Delivery } from '../api/schemas';

// A product may have up to three delivery rows (the console's 배송 1–3), but the cart and the
// order ship it with its first one (catalogue cart-reads.ts `deliveriesOf`: lowest
// deliverySeq), and a shopper has no way to pick another. So the page states that one only:
// listing the others beside it (직접배송 무료 and 화물 45,000원 착불) read as a choice that
// does not exist.

const PAY_TYPE_LABELS: Record<Delivery['payType'], string> = { PREPAY: '선불', ARRIVAL: '착불' };

/** The delivery the order will use: the answer is sorted by deliverySeq, the first one applies. */
export function appliedDelivery(deliveries: readonly Delivery[]): Delivery | undefined {
  return deliveries.reduce<Delivery | undefined>((first, delivery) => (!first || delivery.deliverySeq < first.deliverySeq ? delivery : first), undefined);
}

/** Its fee in one phrase: 무료 / 35,000원 선불 (500,000원 이상 구매 시 무료). */
export function feeTerms(delivery: Delivery): string {
  if (delivery.deliveryFee === 0) return '무료';
  const payType = delivery.payTypeName || PAY_TYPE_LABELS[delivery.payType];
  const freeOver = delivery.freeOver === null ? '' : ` (${formatKrw(delivery.freeOver)} 이상 구매 시 무료)`;
  return `${formatKrw(delivery.deliveryFee)} ${payType}${freeOver}`;
}

/**
 * What a change-of-mind return costs the shopper, as the after-sale rule charges it
 * (domain aftersale/refund.ts returnShippingFeeFor): the one-way fee, twice when the shop
 * paid the way out (free shipping); null for 착불, whose carrier the shopper pays directly.
 */
export function changeOfMindReturnFee(delivery: Delivery): { oneWay: number; roundTrip: number } | null {
  if (delivery.payType === 'ARRIVAL') return null;
  return { oneWay: delivery.deliveryFee, roundTrip: 2 * delivery.deliveryFee };
}
