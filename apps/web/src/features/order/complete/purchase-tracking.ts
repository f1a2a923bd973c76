import { ConversionType, TrackingEvent, type OrderView } from '@maru/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const KEY = 'maru:purchase-pushed';
/** Enough for any shopping session; older entries drop off first. */
const REMEMBERED = 50;

function pushedOrders(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec 01 §9: a sale is reported as Purchase with conversion type 1 (transaction_id, value,
 * coupon), once per order: a reload of the complete page must not count it again. A virtual
 * account order counts when the account is issued, as the shop's order is then made.
 */
export function pushPurchaseOnce(order: OrderView, storage: Storage = sessionStorage): boolean {
  if (order.status !== 'PAID' && order.status !== 'WAITING_DEPOSIT') return false;
  const pushed = pushedOrders(storage);
  if (pushed.includes(order.orderNo)) return false;
  (window.dataLayer ??= []).push({
    event: TrackingEvent.purchase,
    conversionType: ConversionType.purchase,
    transaction_id: order.orderNo,
    value: order.amounts.payAmount,
    coupon: '',
    currency: 'KRW',
    items: order.lines.map((line) => ({ item_id: String(line.productNo), item_variant: String(line.itemGroupSeq), item_name: line.productName, price: line.sellingPrice, quantity: line.qty })),
  });
  storage.setItem(KEY, JSON.stringify([...pushed, order.orderNo].slice(-REMEMBERED)));
  return true;
}
