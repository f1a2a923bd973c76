import {
  cancelResult,
  claimListView,
  claimView,
  myOrderView,
  orderCountsView,
  placedOrderView,
  orderListView,
  refundQuoteView,
  returnResult,
  type CancelRequest,
  type CancelResult,
  type ClaimKindName,
  type ClaimQuantity,
  type ClaimView,
  type MyOrderView,
  type OrderCountsView,
  type OrderListQuery,
  type OrderPeriod,
  type PlacedOrderView,
  type RefundQuoteView,
  type ReturnRequest,
} from '@maru/domain';
import type { z } from 'zod';
import { shopApi } from '@/shared/api';
import { parseAnswer } from './order-api';

// The after-sale calls of issue #13: my page's lists and counts (members), and the order's
// detail, refund preview, cancel, return and confirmation for whoever may act on the order
// (its member, the guest browser that placed it, or a guest holding the lookup's grant).

const orderPath = (orderNo: string, tail: string) => `/order/v1/${encodeURIComponent(orderNo)}/${tail}`;

/** Every after-sale query lives under one key, so a cancel or return refreshes them all at once. */
export const afterSaleKeys = {
  all: ['order', 'after-sale'] as const,
  order: (orderNo: string) => ['order', 'after-sale', 'order', orderNo] as const,
  quote: (orderNo: string, kind: ClaimKindName, lineNos: readonly number[], reason: string, quantities = '') => ['order', 'after-sale', 'quote', orderNo, kind, lineNos.join(','), reason, quantities] as const,
  claim: (claimNo: string) => ['order', 'after-sale', 'claim', claimNo] as const,
  orderList: (query: OrderListQuery) => ['order', 'after-sale', 'list', query.status, query.period, query.page] as const,
  counts: ['order', 'after-sale', 'counts'] as const,
  claimList: (period: OrderPeriod, page: number) => ['order', 'after-sale', 'claims', period, page] as const,
};

/** GET /order/v1/{orderNo}/detail: the order with each line's state and what may be done with it. */
export async function fetchMyOrder(orderNo: string, signal?: AbortSignal): Promise<MyOrderView> {
  return parseAnswer(myOrderView, (await shopApi.get(orderPath(orderNo, 'detail'), { signal })).data);
}

export interface QuoteRequest {
  kind: ClaimKindName;
  lineNos: readonly number[];
  /** Return reasons decide who pays the return shipping; a cancel needs none. */
  reason?: string;
  /** Lines taken only in part (2 of 5 boxes); the others whole. */
  quantities?: readonly ClaimQuantity[];
}

/** `1:2,3:1`, as the quote's query reads quantities. */
export const quantitiesParam = (quantities: readonly ClaimQuantity[] | undefined) => (quantities ?? []).map((entry) => `${entry.lineNo}:${entry.qty}`).join(',');

/** GET /order/v1/{orderNo}/refund-quote: what the claim would refund, before it is sent. */
export async function fetchRefundQuote(orderNo: string, request: QuoteRequest, signal?: AbortSignal): Promise<RefundQuoteView> {
  const query = { kind: request.kind, lineNos: request.lineNos.join(','), reason: request.reason || undefined, quantities: quantitiesParam(request.quantities) || undefined };
  return parseAnswer(refundQuoteView, (await shopApi.get(orderPath(orderNo, 'refund-quote'), { query, signal })).data);
}

/** What a cancel or return made: its claims (a cancel may split into an immediate one and a request) and the order after it. */
export type ClaimSubmitted = CancelResult;

export async function requestCancel(orderNo: string, body: CancelRequest): Promise<ClaimSubmitted> {
  return parseAnswer(cancelResult, (await shopApi.post(orderPath(orderNo, 'cancel'), body)).data);
}

export async function requestReturn(orderNo: string, body: ReturnRequest): Promise<ClaimSubmitted> {
  const { claimNo, order } = parseAnswer(returnResult, (await shopApi.post(orderPath(orderNo, 'return'), body)).data);
  return { claimNos: [claimNo], order };
}

/** POST /order/v1/{orderNo}/confirm: 구매확정, final. */
export async function confirmPurchase(orderNo: string, lineNos: readonly number[]): Promise<MyOrderView> {
  return parseAnswer(myOrderView, (await shopApi.post(orderPath(orderNo, 'confirm'), { lineNos })).data);
}

export async function fetchClaim(claimNo: string, signal?: AbortSignal): Promise<ClaimView> {
  return parseAnswer(claimView, (await shopApi.get(`/order/v1/claims/${encodeURIComponent(claimNo)}`, { signal })).data);
}

export type OrderListPage = z.infer<typeof orderListView>;
export type ClaimListPage = z.infer<typeof claimListView>;

/** GET /mypage/v1/order/list: the member's orders, 10 a page, newest first. */
export async function fetchOrderList(query: OrderListQuery, signal?: AbortSignal): Promise<OrderListPage> {
  return parseAnswer(orderListView, (await shopApi.get('/mypage/v1/order/list', { query: { ...query }, signal })).data);
}

/** GET /mypage/v1/order/counts: lines of the last 3 months per state, and open claims. */
export async function fetchOrderCounts(signal?: AbortSignal): Promise<OrderCountsView> {
  return parseAnswer(orderCountsView, (await shopApi.get('/mypage/v1/order/counts', { signal })).data);
}

/** GET /mypage/v1/order/claims: the member's cancels and returns. */
export async function fetchClaimList(period: OrderPeriod, page: number, signal?: AbortSignal): Promise<ClaimListPage> {
  return parseAnswer(claimListView, (await shopApi.get('/mypage/v1/order/claims', { query: { period, page }, signal })).data);
}

/**
 * POST /order/v1/{orderNo}/abandon: the payment window closed without money, so the order
 * lets go of its stock, coupons and points now rather than when its hold runs out.
 */
export async function abandonPayment(orderNo: string): Promise<MyOrderView> {
  return parseAnswer(myOrderView, (await shopApi.post(orderPath(orderNo, 'abandon'))).data);
}

/** POST /order/v1/{orderNo}/pay: 다시 결제 — the window for an order not paid yet (rebuilt as priced if it had ended). */
export async function payOrderAgain(orderNo: string): Promise<PlacedOrderView> {
  return parseAnswer(placedOrderView, (await shopApi.post(orderPath(orderNo, 'pay'))).data);
}
