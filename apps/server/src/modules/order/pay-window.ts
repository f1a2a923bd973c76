import { portoneVbankDue, vbankDeadline, type PayMethod, type PlacedOrderView } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../../core/http/public-origin';
import type { OrderDeps } from './deps';
import { requestPayParams, SANDBOX_PAY_WINDOW_PATH } from './payment';
import type { OrderLineRow, OrderRow } from './queries/orders';

/** What the payment window shows as the goods: '오크 식탁 외 2건'. */
export function windowName(productNames: readonly string[]): string {
  const first = productNames[0] ?? '마루 주문';
  const name = productNames.length > 1 ? `${first} 외 ${productNames.length - 1}건` : first;
  // PortOne advises names up to 16 characters for some card companies; it shortens longer ones itself.
  return name.slice(0, 100);
}

/** What the payment window is opened for: an order just placed, or one paid again. */
export interface WindowOrder {
  orderNo: string;
  merchantUid: string;
  amount: number;
  guest: boolean;
  payMethod: PayMethod;
  orderer: { name: string; phone: string; email?: string | null };
  receiver: { zonecode: string; address: string; addressDetail: string };
  /** The goods' names, for the window's title. */
  productNames: readonly string[];
  /** When the order was placed or taken up again: a virtual account's deadline follows from it. */
  now: Date;
}

/** An order as stored, for 다시 결제. */
export function windowOrderOf(order: OrderRow, lines: readonly OrderLineRow[], now: Date): WindowOrder {
  return {
    orderNo: order.order_no,
    merchantUid: order.merchant_uid,
    amount: order.pay_amount,
    guest: order.member_id === null,
    payMethod: order.pay_method,
    orderer: { name: order.orderer_name, phone: order.orderer_phone, email: order.orderer_email },
    receiver: { zonecode: order.receiver_zonecode, address: order.receiver_address, addressDetail: order.receiver_address_detail },
    productNames: lines.map((line) => line.product_name),
    now,
  };
}

/** The parameters the web app hands to IMP.request_pay (or to the sandbox's window). */
export function payWindow(deps: OrderDeps, request: FastifyRequest, order: WindowOrder): PlacedOrderView['payment'] {
  const origin = publicOrigin(request);
  return {
    sandbox: deps.gateway.sandbox,
    impCode: deps.gateway.impCode,
    windowUrl: deps.gateway.sandbox ? SANDBOX_PAY_WINDOW_PATH : null,
    params: {
      ...requestPayParams(order.payMethod),
      merchant_uid: order.merchantUid,
      name: windowName(order.productNames),
      amount: order.amount,
      buyer_name: order.orderer.name,
      buyer_tel: order.orderer.phone,
      ...(order.orderer.email ? { buyer_email: order.orderer.email } : {}),
      buyer_addr: `${order.receiver.address} ${order.receiver.addressDetail}`.trim(),
      buyer_postcode: order.receiver.zonecode,
      m_redirect_url: `${origin}/order/${order.guest ? 'private/' : ''}mobile`,
      notice_url: `${origin}/api/order/v1/webhook/portone`,
      ...(order.payMethod === 'vbank' ? { vbank_due: portoneVbankDue(vbankDeadline(order.now)) } : {}),
    },
  };
}
