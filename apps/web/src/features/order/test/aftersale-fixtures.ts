import type { AfterSaleLineView, ClaimView, MyOrderView, OrderSummaryView, RefundQuoteView } from '@maru/domain';
import { order, orderLine } from './order-fixtures';

// After-sale answers for the web tests, shaped by the contract's types.

const NO_ACTIONS = { cancel: false, requestReturn: false, confirm: false, track: false };
const NO_UNPAID_ACTIONS = { payAgain: false, abandon: false };

export function afterSaleLine(overrides: Partial<AfterSaleLineView> = {}): AfterSaleLineView {
  return {
    ...orderLine(),
    status: 'PAID',
    statusLabel: '결제완료',
    statusChangedAt: '2025-11-23T05:01:00.000Z',
    tracking: null,
    shippedAt: null,
    deliveredAt: null,
    confirmedAt: null,
    claimNo: null,
    actions: { ...NO_ACTIONS, cancel: true },
    ...overrides,
  };
}

/** A paid card order of two lines, both still cancellable. */
export function myOrder(overrides: Partial<MyOrderView> = {}): MyOrderView {
  const base = order();
  return {
    ...base,
    lines: [
      afterSaleLine(),
      afterSaleLine({ ...base.lines[1]!, status: 'PAID', statusLabel: '결제완료', actions: { ...NO_ACTIONS, cancel: true } }),
    ],
    displayStatus: '결제완료',
    refundedAmount: 0,
    claims: [],
    refundNeedsAccount: false,
    unpaidActions: NO_UNPAID_ACTIONS,
    ...overrides,
  };
}

export function claim(overrides: Partial<ClaimView> = {}): ClaimView {
  return {
    claimNo: 'C1',
    orderNo: 'O1',
    kind: 'CANCEL',
    kindLabel: '취소',
    status: 'COMPLETED',
    statusLabel: '취소완료',
    reason: 'CHANGE_OF_MIND',
    reasonLabel: '단순 변심',
    reasonText: null,
    lines: [{ lineNo: 1, productName: '테라조 타일', optionName: '600x600 / 무광', imageUrl: '/media/products/10/320.webp', qty: 1, status: 'CANCELLED', statusLabel: '취소완료' }],
    returnShippingPayer: null,
    returnShippingFee: 0,
    refundAmount: 8_000,
    refundStatus: 'DONE',
    refundStatusLabel: '환불완료',
    refundAccount: null,
    rejectReason: null,
    requestedBy: 'SHOPPER',
    createdAt: '2025-11-24T01:00:00.000Z',
    completedAt: '2025-11-24T01:00:00.000Z',
    refundedAt: '2025-11-24T01:00:01.000Z',
    ...overrides,
  };
}

export function quote(overrides: Partial<RefundQuoteView> = {}): RefundQuoteView {
  return {
    refund: 8_000,
    itemsAmount: 8_000,
    deliveryAdjustment: 0,
    returnShippingFee: 0,
    returnShippingPayer: null,
    remainingAfter: 23_000,
    unpaid: false,
    refundNeedsAccount: false,
    refundBusinessDays: 3,
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummaryView> = {}): OrderSummaryView {
  return {
    orderNo: 'O1',
    orderType: 'PRODUCT',
    status: 'PAID',
    displayStatus: '결제완료',
    createdAt: '2025-11-23T05:00:00.000Z',
    payAmount: 31_000,
    refundedAmount: 0,
    payMethod: 'card',
    unpaidActions: NO_UNPAID_ACTIONS,
    lines: [
      { lineNo: 1, productNo: 10, productName: '테라조 타일', brandName: '마루', optionName: '600x600 / 무광', imageUrl: '/media/products/10/320.webp', qty: 1, sellingPrice: 8_000, status: 'PAID', statusLabel: '결제완료', actions: { cancel: true, requestReturn: false, confirm: false, track: false } },
    ],
    ...overrides,
  };
}
