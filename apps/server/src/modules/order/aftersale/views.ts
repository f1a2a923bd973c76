import {
  cancelReasonLabels, carrierNamed, claimStatusLabels, refundStatusLabels, type ClaimRefundView, lineEventsFor, lineStatusLabels, orderDisplayStatus, returnReasonLabels, shopperActions,
  type AdminOrderView, type CancelReason, type ClaimView, type MyOrderView, type OrderSummaryView, type ReturnReason, type UnpaidActions, unpaidActions,
} from '@maru/domain';
import { productPictureUrl } from '../../catalogue';
import { orderViewOf, paymentKindOf } from '../order-view';
import type { OrderLineRow, OrderRow } from '../queries/orders';
import { maskAccount } from './refunds';
import type { ClaimRow } from './queries';

const NO_ACTIONS = { cancel: false, requestReturn: false, confirm: false, track: false };

const lineLabel = (line: Pick<OrderLineRow, 'status'>, order: OrderRow) => (line.status ? lineStatusLabels[line.status] : orderDisplayStatus(order.status, paymentKindOf(order), [null]));
const displayStatusOf = (order: OrderRow, lines: readonly OrderLineRow[]) => orderDisplayStatus(order.status, paymentKindOf(order), lines.map((line) => line.status));
const unpaidActionsOf = (order: OrderRow, now: Date): UnpaidActions => unpaidActions({ status: order.status, createdAt: order.created_at, accountIssued: order.vbank_num !== null }, now);

export function claimViewOf(claim: ClaimRow, order: OrderRow, lines: readonly OrderLineRow[]): ClaimView {
  const reasonLabel = claim.kind === 'CANCEL' ? cancelReasonLabels[claim.reason_code as CancelReason] : returnReasonLabels[claim.reason_code as ReturnReason];
  return {
    claimNo: claim.claim_no,
    orderNo: order.order_no,
    kind: claim.kind,
    kindLabel: claim.kind === 'CANCEL' ? '취소' : '반품',
    status: claim.status,
    statusLabel: `${claim.kind === 'CANCEL' ? '취소' : '반품'}${claimStatusLabels[claim.status]}`,
    reason: claim.reason_code,
    reasonLabel: reasonLabel ?? claim.reason_code,
    reasonText: claim.reason_text,
    lines: lines
      .filter((line) => claim.line_nos.includes(line.line_no))
      .map((line) => ({
        lineNo: line.line_no,
        productName: line.product_name,
        optionName: line.option_name,
        imageUrl: productPictureUrl({ productNo: line.product_no, mainImageBase: line.main_image_base }, 320),
        qty: line.qty,
        status: line.status,
        statusLabel: lineLabel(line, order),
      })),
    returnShippingPayer: claim.return_shipping_payer,
    returnShippingFee: claim.return_shipping_fee,
    refundAmount: claim.refund_amount,
    refundStatus: claim.refund_status,
    refundStatusLabel: refundStatusLabels[claim.refund_status],
    refundAccount:
      claim.refund_bank_code && claim.refund_holder && claim.refund_account_no
        ? { bankCode: claim.refund_bank_code, holder: claim.refund_holder, accountNo: claim.refund_account_no.startsWith('•') ? claim.refund_account_no : maskAccount(claim.refund_account_no) }
        : null,
    rejectReason: claim.reject_reason,
    requestedBy: claim.requested_by,
    createdAt: claim.created_at.toISOString(),
    completedAt: claim.completed_at?.toISOString() ?? null,
    refundedAt: claim.refunded_at?.toISOString() ?? null,
  };
}

const refundedOf = (claims: readonly ClaimRow[]) => claims.reduce((sum, claim) => sum + (claim.refund_status === 'DONE' ? (claim.refund_amount ?? 0) : 0), 0);

/** The order with each line's state, tracking and what the shopper may do with it now. */
export function myOrderViewOf(order: OrderRow, lines: readonly OrderLineRow[], claims: readonly ClaimRow[], now: Date): MyOrderView {
  const base = orderViewOf(order, lines);
  const claimNo = (claimId: number | null) => claims.find((claim) => claim.claim_id === claimId)?.claim_no ?? null;
  return {
    ...base,
    lines: base.lines.map((view, index) => {
      const line = lines[index]!;
      const carrier = line.carrier_code ? carrierNamed(line.carrier_code) : undefined;
      return {
        ...view,
        status: line.status,
        statusLabel: lineLabel(line, order),
        statusChangedAt: line.status_changed_at?.toISOString() ?? null,
        tracking:
          line.carrier_code && line.tracking_no
            ? { carrierCode: line.carrier_code, carrierName: carrier?.name ?? line.carrier_code, trackingNo: line.tracking_no, trackingUrl: carrier?.trackingUrl?.(line.tracking_no) ?? null }
            : null,
        shippedAt: line.shipped_at?.toISOString() ?? null,
        deliveredAt: line.delivered_at?.toISOString() ?? null,
        confirmedAt: line.confirmed_at?.toISOString() ?? null,
        claimNo: claimNo(line.claim_id),
        actions: line.status ? shopperActions({ status: line.status, deliveredAt: line.delivered_at }, now) : NO_ACTIONS,
      };
    }),
    displayStatus: displayStatusOf(order, lines),
    refundedAmount: refundedOf(claims),
    claims: claims.map((claim) => claimViewOf(claim, order, lines)),
    refundNeedsAccount: order.pay_method === 'vbank' && order.status === 'PAID',
    unpaidActions: unpaidActionsOf(order, now),
  };
}

export function adminOrderViewOf(order: OrderRow, lines: readonly OrderLineRow[], claims: readonly ClaimRow[], claimRefunds: readonly ClaimRefundView[], now: Date): AdminOrderView {
  const view = myOrderViewOf(order, lines, claims, now);
  return {
    ...view,
    memberId: order.member_id,
    claimRefunds: [...claimRefunds],
    lineEvents: lines.map((line) => ({ lineNo: line.line_no, events: line.status ? lineEventsFor(line.status, 'staff') : [] })),
    payment: { ...view.payment, paidAmount: order.status === 'PAID' ? order.pay_amount : 0, refundedAmount: view.refundedAmount },
  };
}

export function orderSummaryOf(order: OrderRow, lines: readonly OrderLineRow[], refunded: number, now: Date): OrderSummaryView {
  return {
    orderNo: order.order_no,
    orderType: order.order_type,
    status: order.status,
    displayStatus: displayStatusOf(order, lines),
    createdAt: order.created_at.toISOString(),
    payAmount: order.pay_amount,
    refundedAmount: refunded,
    payMethod: order.pay_method,
    unpaidActions: unpaidActionsOf(order, now),
    lines: lines.map((line) => ({
      lineNo: line.line_no,
      productNo: line.product_no,
      productName: line.product_name,
      brandName: line.brand_name,
      optionName: line.option_name,
      // The product's current picture (read with the line), as on the order's detail.
      imageUrl: productPictureUrl({ productNo: line.product_no, mainImageBase: line.main_image_base }, 320),
      qty: line.qty,
      sellingPrice: line.selling_price,
      status: line.status,
      statusLabel: lineLabel(line, order),
      actions: line.status ? shopperActions({ status: line.status, deliveredAt: line.delivered_at }, now) : NO_ACTIONS,
    })),
  };
}
