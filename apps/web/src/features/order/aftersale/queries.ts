import { queryOptions } from '@tanstack/react-query';
import { afterSaleKeys, fetchClaim, fetchMyOrder } from '../api/aftersale-api';

export const myOrderQuery = (orderNo: string) =>
  queryOptions({ queryKey: afterSaleKeys.order(orderNo), queryFn: ({ signal }) => fetchMyOrder(orderNo, signal), enabled: orderNo !== '' });

export const claimQuery = (claimNo: string) =>
  queryOptions({ queryKey: afterSaleKeys.claim(claimNo), queryFn: ({ signal }) => fetchClaim(claimNo, signal), enabled: claimNo !== '' });
