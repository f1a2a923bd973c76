import { deliveryEstimate, orderStatusLabel, payMethodLabels, type OrderPaymentKind, type OrderView } from '@maru/domain';
import { lineView } from './pricing';
import type { OrderLineRow, OrderRow } from './queries/orders';
import type { SheetLine } from './tables';

/** An order line as the sheet held it when the order was placed: prices, names and delivery terms as agreed. */
export function lineAsOrdered(line: OrderLineRow): SheetLine {
  return {
    cartSeq: line.cart_line_id,
    productNo: line.product_no,
    itemGroupSeq: line.item_group_seq,
    qty: line.qty,
    productName: line.product_name,
    brandName: line.brand_name,
    optionName: line.option_name,
    price: line.price,
    priceDiscount: line.price_discount,
    vatRate: line.vat_rate,
    delivery: line.delivery,
  };
}

/** What the order's labels depend on: how it is paid, and whether a virtual account was issued. */
export const paymentKindOf = (order: Pick<OrderRow, 'pay_method' | 'vbank_num'>): OrderPaymentKind => ({ payMethod: order.pay_method, accountIssued: order.vbank_num !== null });

/** When the lines still on their way arrive; only a paid order has a day to count from. */
function estimateOf(order: OrderRow, lines: readonly OrderLineRow[]) {
  if (order.status !== 'PAID' || !order.paid_at) return null;
  const coming = lines.filter((line) => line.status !== 'CANCELLED' && line.status !== 'RETURNED');
  return deliveryEstimate(order.paid_at, coming.map((line) => line.delivery.method));
}

/** The order as its owner reads it: prices, names and delivery terms as they were when ordered. */
export function orderViewOf(order: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    orderNo: order.order_no,
    orderType: order.order_type,
    status: order.status,
    statusLabel: orderStatusLabel(order.status, paymentKindOf(order)),
    createdAt: order.created_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
    guest: order.member_id === null,
    orderer: { name: order.orderer_name, phone: order.orderer_phone, email: order.orderer_email },
    receiver: {
      name: order.receiver_name,
      phone: order.receiver_phone,
      zonecode: order.receiver_zonecode,
      address: order.receiver_address,
      addressDetail: order.receiver_address_detail,
      memo: order.receiver_memo,
    },
    // The product's current picture (read with the line), not one of when it was ordered: intended.
    lines: lines.map((line) => lineView({ ...lineAsOrdered(line), lineNo: line.line_no }, line.main_image_base)),
    deliveryGroups: order.delivery_groups,
    amounts: {
      productAmount: order.product_amount,
      discountAmount: order.discount_amount,
      deliveryFee: order.delivery_fee,
      arrivalDeliveryFee: order.arrival_delivery_fee,
      remoteAreaFee: order.remote_area_fee,
      sampleFee: order.sample_fee,
      vatAmount: order.vat_amount,
      couponDiscount: order.coupon_discount,
      shippingCouponDiscount: order.shipping_coupon_discount,
      pointsUsed: order.points_used,
      payAmount: order.pay_amount,
    },
    deliveryEstimate: estimateOf(order, lines),
    payment: {
      method: order.pay_method,
      methodLabel: payMethodLabels[order.pay_method],
      impUid: order.imp_uid,
      vbank:
        order.vbank_num && order.vbank_due
          ? { bankCode: order.vbank_code ?? '', bankName: order.vbank_name ?? '', accountNo: order.vbank_num, holder: order.vbank_holder ?? '', dueAt: order.vbank_due.toISOString() }
          : null,
      cashReceipt: order.cash_receipt_type && order.cash_receipt_number ? { type: order.cash_receipt_type, number: order.cash_receipt_number } : null,
      failureReason: order.failure_reason,
    },
  };
}
