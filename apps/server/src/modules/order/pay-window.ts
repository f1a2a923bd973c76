import { portoneVbankDue, vbankDeadline, type PlacedOrderView, type PlaceOrderRequest } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../../core/public-origin';
import type { OrderDeps } from './deps';
import type { OrderOwner } from './owner';
import { requestPayParams, SANDBOX_PAY_WINDOW_PATH } from './payment';
import type { SheetLine } from './tables';

/** What the payment window shows as the goods: '오크 식탁 외 2건'. */
export function windowName(lines: readonly SheetLine[]): string {
  const first = lines[0]?.productName ?? '마루 주문';
  const name = lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first;
  // PortOne advises names up to 16 characters for some card companies; it shortens longer ones itself.
  return name.slice(0, 100);
}

export interface PlacedForWindow {
  orderNo: string;
  merchantUid: string;
  amount: number;
  owner: OrderOwner;
  body: PlaceOrderRequest;
  lines: readonly SheetLine[];
  now: Date;
}

/** The parameters the web app hands to IMP.request_pay (or to the sandbox's window). */
export function payWindow(deps: OrderDeps, request: FastifyRequest, placed: PlacedForWindow): PlacedOrderView['payment'] {
  const origin = publicOrigin(request);
  const { body } = placed;
  const guest = placed.owner.guestKey !== undefined;
  return {
    sandbox: deps.gateway.sandbox,
    impCode: deps.gateway.impCode,
    windowUrl: deps.gateway.sandbox ? SANDBOX_PAY_WINDOW_PATH : null,
    params: {
      ...requestPayParams(body.payMethod),
      merchant_uid: placed.merchantUid,
      name: windowName(placed.lines),
      amount: placed.amount,
      buyer_name: body.orderer.name,
      buyer_tel: body.orderer.phone,
      ...(body.orderer.email ? { buyer_email: body.orderer.email } : {}),
      buyer_addr: `${body.receiver.address} ${body.receiver.addressDetail}`.trim(),
      buyer_postcode: body.receiver.zonecode,
      m_redirect_url: `${origin}/order/${guest ? 'private/' : ''}mobile`,
      notice_url: `${origin}/api/order/v1/webhook/portone`,
      ...(body.payMethod === 'vbank' ? { vbank_due: portoneVbankDue(vbankDeadline(placed.now)) } : {}),
    },
  };
}
