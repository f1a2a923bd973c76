import { cancelReasonLabels, carrierNamed, formatKrw, payMethodLabels, returnReasonLabels, type CancelReason, type ReturnReason } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { isMobileNumber, MAX_BUTTON_LINK_CHARS, queueMessage, type TemplateCode } from '../../message';
import type { OrderLineRow, OrderRow } from '../queries/orders';
import type { ClaimRow } from './queries';

// The shopper's messages about their order (알림톡, or the local outbox without provider
// keys). Each is queued in the transaction of the change it tells of, so it exists exactly
// when the change does; the message module sends it after the commit.

type Trx = Transaction<Database>;

/** '오크 식탁 외 2건': what the message names as the goods. */
function goodsOf(lines: readonly Pick<OrderLineRow, 'product_name'>[]): string {
  const first = lines[0]?.product_name ?? '';
  return lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first;
}

const orderLink = (order: OrderRow) => (order.member_id === null ? '/order/private/checked' : `/mypage/order/${order.order_no}`);

/**
 * The orderer's mobile number takes the message; an orderer who gave a landline is reached
 * through the receiver's mobile, and with neither there is nobody to text (the order page
 * still shows everything).
 */
async function send(trx: Trx, order: OrderRow, template: TemplateCode, variables: Record<string, string>, link: string | null): Promise<void> {
  const to = [order.orderer_phone, order.receiver_phone].find(isMobileNumber);
  if (!to) return;
  await queueMessage(trx, { template, to, variables: { 고객명: order.orderer_name, 주문번호: order.order_no, ...variables }, memberId: order.member_id, orderNo: order.order_no, link });
}

export async function notifyPaid(trx: Trx, order: OrderRow, lines: readonly OrderLineRow[]): Promise<void> {
  await send(trx, order, 'ORDER_PAID', { 상품명: goodsOf(lines), 결제금액: formatKrw(order.pay_amount), 결제수단: payMethodLabels[order.pay_method] }, orderLink(order));
}

const KST = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit' });

export async function notifyVbankIssued(trx: Trx, order: OrderRow): Promise<void> {
  if (!order.vbank_num || !order.vbank_due) return;
  await send(
    trx,
    order,
    'VBANK_ISSUED',
    { 은행: order.vbank_name ?? '', 계좌번호: order.vbank_num, 예금주: order.vbank_holder ?? '', 입금금액: formatKrw(order.pay_amount), 입금기한: KST.format(order.vbank_due) },
    orderLink(order),
  );
}

export async function notifyShipped(trx: Trx, order: OrderRow, lines: readonly OrderLineRow[], carrierCode: string, trackingNo: string): Promise<void> {
  const carrier = carrierNamed(carrierCode);
  // The button opens the carrier's tracking page; a page address longer than 알림톡 buttons
  // take (Hanjin's) opens the order, which links to it.
  const tracking = carrier?.trackingUrl?.(trackingNo);
  const link = tracking && tracking.length <= MAX_BUTTON_LINK_CHARS ? tracking : orderLink(order);
  await send(trx, order, 'ORDER_SHIPPED', { 상품명: goodsOf(lines), 택배사: carrier?.name ?? carrierCode, 송장번호: trackingNo }, link);
}

export async function notifyCancelled(trx: Trx, order: OrderRow, lines: readonly OrderLineRow[], claim: ClaimRow): Promise<void> {
  const reason = cancelReasonLabels[claim.reason_code as CancelReason] ?? claim.reason_code;
  await send(trx, order, 'ORDER_CANCELLED', { 상품명: goodsOf(lines), 취소사유: reason }, orderLink(order));
}

export async function notifyReturnAccepted(trx: Trx, order: OrderRow, lines: readonly OrderLineRow[], claim: ClaimRow, returnShippingFee: number): Promise<void> {
  const fee = claim.return_shipping_payer === 'SHOP' ? `없음 (${returnReasonLabels[claim.reason_code as ReturnReason] ?? '판매자 부담'})` : formatKrw(returnShippingFee);
  await send(trx, order, 'RETURN_ACCEPTED', { 상품명: goodsOf(lines), 반품배송비: fee }, orderLink(order));
}

export async function notifyRefunded(trx: Trx, order: OrderRow, _claim: ClaimRow, amount: number): Promise<void> {
  await send(trx, order, 'REFUND_COMPLETED', { 환불금액: formatKrw(amount), 환불수단: payMethodLabels[order.pay_method] }, orderLink(order));
}

/** A payment that arrived for an order already over, which could not be rebuilt: refunded whole. */
export async function notifyLatePaymentCancelled(trx: Trx, order: OrderRow, lines: readonly OrderLineRow[], amount: number, reason: string): Promise<void> {
  await send(trx, order, 'LATE_PAYMENT_CANCELLED', { 상품명: goodsOf(lines), 결제금액: formatKrw(amount), 취소사유: reason }, orderLink(order));
}
