import { orderView, placedOrderView, sheetView, type PlacedOrderView } from '@maru/domain';
import { expectSuccess, type ShopCall } from './shop-call';

// Orders made the one way a shopper makes one (docs/checkout.md): an order sheet, the order,
// the payment window played in the PortOne sandbox, then completion. The API tests, the
// browser tests and the checkout benchmark all pay through these.

export const ORDERER = { name: '김마루', phone: '010-2345-6789', email: 'buyer@example.com' };
export const RECEIVER = { name: '이받음', phone: '010-9876-5432', zonecode: '06236', address: '서울 강남구 테헤란로 123', addressDetail: '4층', memo: '문 앞에 놓아주세요' };
export const GUEST_PASSWORD = 'guest1234';
export const GUEST_CONSENTS = { purchase: true, guestTerms: true, guestPrivacy: true, guestOrder: true };
export const MEMBER_CONSENTS = { purchase: true };

export type PayMethod = 'card' | 'trans' | 'vbank' | 'kakaopay' | 'naverpay' | 'tosspay';
export type PaymentOutcome = 'paid' | 'failed' | 'ready';

/** One option of a product to order (the API's optionGroupSeq, the option list's itemGroupSeq). */
export interface OrderItem {
  productNo: number;
  optionGroupSeq: number;
  qty?: number;
}

export interface OrderOptions {
  guest?: boolean;
  payMethod?: PayMethod;
  orderer?: { name: string; phone: string; email?: string };
  receiver?: Partial<typeof RECEIVER>;
  /** Other fields of the order request (coupons, points, a remote-area zonecode…). */
  extra?: Record<string, unknown>;
}

/** The order request for a sheet: a member's by default, a guest's (password and consents) when asked. */
export function orderBody(sheetNo: string, options: OrderOptions = {}) {
  return {
    sheetNo,
    orderer: options.orderer ?? ORDERER,
    receiver: { ...RECEIVER, ...options.receiver },
    payMethod: options.payMethod ?? 'card',
    consents: options.guest ? GUEST_CONSENTS : MEMBER_CONSENTS,
    ...(options.guest ? { guestPassword: GUEST_PASSWORD } : {}),
    ...options.extra,
  };
}

/** What the factories need of a placed order (the domain's placedOrderView). */
export type PlacedOrder = Pick<PlacedOrderView, 'orderNo' | 'merchantUid' | 'amount'>;

/** A buy-now sheet of the items and the order placed from it, waiting for its payment. */
export async function placeOrder(call: ShopCall, items: readonly OrderItem[], options: OrderOptions = {}): Promise<PlacedOrder> {
  const sheet = expectSuccess(
    'POST /api/order/v1/sheet',
    await call('POST', '/api/order/v1/sheet', { orderType: 'PRODUCT', items: items.map((item) => ({ productNo: item.productNo, optionGroupSeq: item.optionGroupSeq, qty: item.qty ?? 1 })) }),
    sheetView,
  );
  return expectSuccess('POST /api/order/v1', await call('POST', '/api/order/v1', orderBody(sheet.sheetNo, options)), placedOrderView);
}

/** Plays the shopper in the sandbox's payment window (webhook off: the shop learns by completion); answers the imp_uid. */
export async function payInSandbox(call: ShopCall, placed: PlacedOrder, options: { outcome?: PaymentOutcome; payMethod?: PayMethod; amount?: number } = {}): Promise<string> {
  const answer = (await call('POST', '/sandbox/portone/payments', {
    merchant_uid: placed.merchantUid,
    amount: options.amount ?? placed.amount,
    pay_method: options.payMethod ?? 'card',
    outcome: options.outcome ?? 'paid',
    webhook: false,
  })) as { response?: { imp_uid?: string } };
  const impUid = answer.response?.imp_uid;
  if (!impUid) throw new Error(`the PortOne sandbox took no payment: ${JSON.stringify(answer).slice(0, 300)}`);
  return impUid;
}

/** The shop's completion call after the payment window, as the web app makes it; answers the order's status. */
export async function completeOrder(call: ShopCall, impUid: string, merchantUid: string): Promise<string> {
  return expectSuccess('POST /api/order/v1/complete', await call('POST', '/api/order/v1/complete', { imp_uid: impUid, merchant_uid: merchantUid }), orderView).status;
}

export interface PaidOrder extends PlacedOrder {
  impUid: string;
}

/** An order of the items, placed, paid in the sandbox and completed (PAID, or WAITING_DEPOSIT for a virtual account). */
export async function paidOrder(call: ShopCall, items: readonly OrderItem[], options: OrderOptions = {}): Promise<PaidOrder> {
  const placed = await placeOrder(call, items, options);
  const impUid = await payInSandbox(call, placed, { payMethod: options.payMethod, outcome: options.payMethod === 'vbank' ? 'ready' : 'paid' });
  const status = await completeOrder(call, impUid, placed.merchantUid);
  const expected = options.payMethod === 'vbank' ? 'WAITING_DEPOSIT' : 'PAID';
  if (status !== expected) throw new Error(`order ${placed.orderNo} is ${status} after its payment, not ${expected}`);
  return { ...placed, impUid };
}
