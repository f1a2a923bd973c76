import type { AddressView, OrderLineView, OrderView, PlacedOrderView, SheetView } from '@maru/domain';
import { sandboxProviders } from '@/test/providers';
import type { PaymentParams } from '../payment/portone-pay-sdk';

// Answers of the order API for the web tests, shaped by the contract's types.

export function orderLine(overrides: Partial<OrderLineView> = {}): OrderLineView {
  return {
    lineNo: 1,
    cartSeq: 1,
    productNo: 10,
    itemGroupSeq: 1001,
    productName: '테라조 타일',
    brandName: '마루',
    optionName: '600x600 / 무광',
    imageUrl: '/media/products/10/320.webp',
    qty: 1,
    price: 10_000,
    sellingPrice: 8_000,
    orderPrice: 10_000,
    orderPriceDiscount: 8_000,
    deliveryGroupKey: 'parcel',
    ...overrides,
  };
}

/** 8,000 + 20,000 with a 3,000 parcel fee and a 착불 freight group: 31,000 to pay. */
export function sheet(overrides: Partial<SheetView> = {}): SheetView {
  return {
    sheetNo: 'S1',
    orderType: 'PRODUCT',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    lines: [orderLine(), orderLine({ lineNo: 2, cartSeq: 2, productNo: 11, itemGroupSeq: 1101, productName: '오크 의자', price: 20_000, sellingPrice: 20_000, deliveryGroupKey: 'freight' })],
    deliveryGroups: [
      { groupKey: 'parcel', method: '택배', payType: 'PREPAY', fee: 3_000, freeOver: 50_000, subtotal: 8_000, charged: 3_000, remoteAreaFee: 0 },
      { groupKey: 'freight', method: '화물', payType: 'ARRIVAL', fee: 5_000, freeOver: null, subtotal: 20_000, charged: 5_000, remoteAreaFee: 0 },
    ],
    amounts: { productAmount: 30_000, discountAmount: 2_000, deliveryFee: 3_000, arrivalDeliveryFee: 5_000, remoteAreaFee: 0, sampleFee: 0, vatAmount: 2_818, payAmount: 31_000 },
    zonecode: null,
    remoteArea: null,
    ...overrides,
  };
}

/** What the server hands the payment window for the order O1 (31,000원, card). */
export function paymentParams(overrides: Partial<PaymentParams> = {}): PaymentParams {
  return {
    pay_method: 'card',
    merchant_uid: 'maru_O1',
    name: '테라조 타일 외 1건',
    amount: 31_000,
    buyer_name: '김마루',
    buyer_tel: '010-1234-5678',
    buyer_addr: '서울 강남구 테헤란로 1',
    buyer_postcode: '06234',
    m_redirect_url: 'http://localhost/order/mobile',
    ...overrides,
  };
}

export function placed(overrides: Partial<PlacedOrderView> = {}): PlacedOrderView {
  return {
    orderNo: 'O1',
    merchantUid: 'maru_O1',
    amount: 31_000,
    payment: {
      sandbox: true,
      impCode: 'imp_sandbox',
      windowUrl: '/sandbox/portone/pay',
      params: paymentParams(),
    },
    ...overrides,
  };
}

export function order(overrides: Partial<OrderView> = {}): OrderView {
  const base = sheet();
  return {
    orderNo: 'O1',
    orderType: 'PRODUCT',
    status: 'PAID',
    statusLabel: '결제완료',
    createdAt: '2025-11-23T05:00:00.000Z',
    paidAt: '2025-11-23T05:01:00.000Z',
    guest: false,
    orderer: { name: '김마루', phone: '010-1234-5678', email: null },
    receiver: { name: '김마루', phone: '010-1234-5678', zonecode: '06234', address: '서울 강남구 테헤란로 1', addressDetail: '101호', memo: null },
    lines: base.lines,
    deliveryGroups: base.deliveryGroups,
    amounts: base.amounts,
    payment: { method: 'card', methodLabel: '신용/체크카드', impUid: 'imp_1', vbank: null, cashReceipt: null, failureReason: null },
    ...overrides,
  };
}

export function bookAddress(overrides: Partial<AddressView> = {}): AddressView {
  return {
    addressSeq: 1,
    label: '집',
    receiverName: '김마루',
    receiverPhone: '010-1234-5678',
    zonecode: '06234',
    address: '서울 강남구 테헤란로 1',
    addressDetail: '101호',
    isDefault: true,
    ...overrides,
  };
}

export const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
export const refusal = (code: number, message: string, status = 400) =>
  new Response(JSON.stringify({ code, message }), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response> | undefined;

/** A fetch stand-in answering by handlers in order; records every call. */
export function stubApi(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    for (const handler of handlers) {
      const answer = await handler(call);
      if (answer) return answer;
    }
    if (call.path === '/api/system/v1/providers') return envelope(sandboxProviders());
    return new Response(JSON.stringify({ code: 101, message: 'not found' }), { status: 404 });
  };
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}
