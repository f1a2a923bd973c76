import { orderStatusLabel, type OrderPaymentKind, type OrderStatus } from '../order';
import { lineStatusLabels, type LineStatus } from './line-status';

// The order's state in one word for lists (주문 목록, 운영 콘솔), from its lines' states:
// a request waiting for the shop first (it needs someone's attention), then the line
// furthest behind (the order is not 배송완료 while a line is still 상품준비중).
const ATTENTION: readonly LineStatus[] = ['CANCEL_REQUESTED', 'RETURN_REQUESTED', 'RETURN_PICKED_UP'];
const PROGRESS: readonly LineStatus[] = ['WAITING_DEPOSIT', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED'];

export function orderDisplayStatus(orderStatus: OrderStatus, payment: OrderPaymentKind, lines: readonly (LineStatus | null)[]): string {
  const states = lines.filter((status): status is LineStatus => status !== null);
  if (states.length === 0) return orderStatusLabel(orderStatus, payment);
  const waiting = ATTENTION.find((status) => states.includes(status));
  const removed = states.filter((status) => status === 'CANCELLED' || status === 'RETURNED');
  if (removed.length === states.length) return states.every((status) => status === 'RETURNED') ? lineStatusLabels.RETURNED : lineStatusLabels.CANCELLED;
  const main = waiting ?? PROGRESS.find((status) => states.includes(status)) ?? 'CONFIRMED';
  if (removed.length === 0) return lineStatusLabels[main];
  return `${lineStatusLabels[main]} (${removed.every((status) => status === 'RETURNED') ? '부분반품' : '부분취소'})`;
}
