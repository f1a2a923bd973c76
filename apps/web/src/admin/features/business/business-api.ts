import { businessRequestPageView, businessRequestView, type BusinessRequestStatus } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

export const BUSINESS_PAGE_SIZE = 20;
export const businessKey = ['console', 'business'] as const;

export const businessRequestsQuery = (status: BusinessRequestStatus, page: number) =>
  queryOptions({
    queryKey: [...businessKey, status, page],
    queryFn: () => consoleApi('/business', { query: { status, page, size: BUSINESS_PAGE_SIZE }, data: businessRequestPageView }),
  });

export const approveBusiness = (memberId: number) => consoleApi(`/business/${memberId}/approve`, { method: 'POST', data: businessRequestView });

export const rejectBusiness = (memberId: number, reason: string) => consoleApi(`/business/${memberId}/reject`, { method: 'POST', body: { reason }, data: businessRequestView });
