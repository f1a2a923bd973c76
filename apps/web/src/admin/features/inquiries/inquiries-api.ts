import { adminInquiryListView, adminInquiryView, type AdminInquiryQuery } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';
import { codeListQuery } from '../../api/code-list';

// The console's inquiry calls (/api/admin/v1/inquiries), parsed with the domain's contract.

export const inquiriesKey = ['console', 'inquiries'] as const;
export const INQUIRIES_PAGE_SIZE = 30;

export type InquiryFilters = Omit<AdminInquiryQuery, 'size'>;

export const inquiriesQuery = (filters: InquiryFilters) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'list', filters],
    queryFn: () => consoleApi('/inquiries', { query: { ...filters, size: INQUIRIES_PAGE_SIZE }, data: adminInquiryListView }),
  });

export const inquiryQuery = (inquiryNo: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'detail', inquiryNo],
    queryFn: () => consoleApi(`/inquiries/${inquiryNo}`, { data: adminInquiryView }),
  });

export const categoriesQuery = codeListQuery([...inquiriesKey, 'categories'], '/inquiries/categories');

export const saveAnswer = (inquiryNo: number, text: string) => consoleApi(`/inquiries/${inquiryNo}/answer`, { method: 'PUT', body: { text }, data: adminInquiryView });
