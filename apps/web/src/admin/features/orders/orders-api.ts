import { adminOrderListView, adminOrderView, claimDecisionResult, refundQuoteView, trackingImportResult, type AdminOrderQuery, type CancelReason } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';
import { codeListQuery } from '../../api/code-list';

// The console's order calls (/api/admin/v1/orders), parsed with the domain's contract.

export const ordersKey = ['console', 'orders'] as const;
export const ORDERS_PAGE_SIZE = 30;

export type OrderFilters = Omit<AdminOrderQuery, 'size'>;

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', filters],
    queryFn: () => consoleApi('/orders', { query: { ...filters, size: ORDERS_PAGE_SIZE }, data: adminOrderListView }),
  });

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', orderNo],
    queryFn: () => consoleApi(`/orders/${encodeURIComponent(orderNo)}`, { data: adminOrderView }),
  });

export const carriersQuery = codeListQuery([...ordersKey, 'carriers'], '/orders/carriers');

const path = (orderNo: string, action: string) => `/orders/${encodeURIComponent(orderNo)}/${action}`;

export const moveLines = (orderNo: string, action: 'prepare' | 'deliver', lineNos: readonly number[]) =>
  consoleApi(path(orderNo, action), { method: 'POST', body: { lineNos }, data: adminOrderView });

export const shipLines = (orderNo: string, body: { lineNos: readonly number[]; carrierCode: string; trackingNo: string }) =>
  consoleApi(path(orderNo, 'ship'), { method: 'POST', body, data: adminOrderView });

export const cancelLines = (orderNo: string, body: { lineNos: readonly number[]; reason: CancelReason; reasonText?: string }) =>
  consoleApi(path(orderNo, 'cancel'), { method: 'POST', body, data: adminOrderView });

export type ClaimAction = 'approve-cancel' | 'reject-cancel' | 'pick-up' | 'complete-return' | 'reject-return' | 'retry-refund';

export const decideClaim = (claimNo: string, action: ClaimAction, reason?: string) =>
  consoleApi(`/orders/claims/${encodeURIComponent(claimNo)}/${action}`, { method: 'POST', body: reason === undefined ? undefined : { reason }, data: claimDecisionResult });

/** What a 판매자 취소 of these lines would refund now (the server's quote), for the confirmation. */
export const cancelQuoteQuery = (orderNo: string, lineNos: readonly number[]) =>
  queryOptions({
    queryKey: [...ordersKey, 'quote', orderNo, [...lineNos].sort((a, b) => a - b).join(',')],
    queryFn: () => consoleApi(`/orders/${encodeURIComponent(orderNo)}/refund-quote`, { query: { kind: 'CANCEL', lineNos: lineNos.join(',') }, data: refundQuoteView }),
    staleTime: 0,
  });

/** 송장 일괄 등록: checks (dryRun) or ships the whole file; a refused file throws with its problems in `data`. */
export function importTracking(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file);
  return consoleApi('/orders/tracking/import', { method: 'POST', query: { dryRun: String(dryRun) }, body: form, data: trackingImportResult });
}
