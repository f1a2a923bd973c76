import { ConversionType, TrackingEvent, type OrderView } from '@maru/domain';
import { pushToDataLayerOnce } from '../data-layer';

const KEY = 'maru:purchase-pushed';
/** Enough for any shopping session; older entries drop off first. */
const REMEMBERED = 50;

/**
 * Spec 01 §9: a sale is reported as Purchase with conversion type 1 (transaction_id, value,
 * coupon), once per order: a reload of the complete page must not count it again. A virtual
 * account order counts when the account is issued, as the shop's order is then made.
 */
export function pushPurchaseOnce(order: OrderView, storage: Storage = sessionStorage): boolean {
  if (order.status !== 'PAID' && order.status !== 'WAITING_DEPOSIT') return false;
  return pushToDataLayerOnce(storage, {
    key: KEY,
    remembered: REMEMBERED,
    id: order.orderNo,
    event: () => ({
      event: TrackingEvent.purchase,
      conversionType: ConversionType.purchase,
      transaction_id: order.orderNo,
      value: order.amounts.payAmount,
      coupon: '',
      currency: 'KRW',
      items: order.lines.map((line) => ({ item_id: String(line.productNo), item_variant: String(line.itemGroupSeq), item_name: line.productName, price: line.sellingPrice, quantity: line.qty })),
    }),
  });
}
