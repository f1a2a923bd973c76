import type { QueryClient } from '@tanstack/react-query';
import { afterSaleKeys, type ClaimSubmitted } from '../api/aftersale-api';
import { pushRefundOnce } from './refund-tracking';

/**
 * After a cancel or return went through: the order as the server answered it, the lists
 * and counts asked again, and the refund reported for each claim that was settled at once
 * (a paid line's cancel).
 */
export function afterClaim(queryClient: QueryClient, result: ClaimSubmitted): void {
  queryClient.setQueryData(afterSaleKeys.order(result.order.orderNo), result.order);
  void queryClient.invalidateQueries({
    queryKey: afterSaleKeys.all,
    predicate: (query) => ['list', 'counts', 'claims', 'claim'].includes(String(query.queryKey[2])),
  });
  for (const claim of result.order.claims) {
    if (result.claimNos.includes(claim.claimNo)) pushRefundOnce(claim, result.order.lines);
  }
}
