import { adminInquiryListView, adminInquiryView, type AdminInquiryQuery } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleApi } from '../../api/console-api';

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

const categories = z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) });
export const categoriesQuery = queryOptions({
  queryKey: [...inquiriesKey, 'categories'],
  queryFn: async () => (await consoleApi('/inquiries/categories', { data: categories })).list,
  staleTime: Infinity,
});

export const saveAnswer = (inquiryNo: number, text: string) => consoleApi(`/inquiries/${inquiryNo}/answer`, { method: 'PUT', body: { text }, data: adminInquiryView });
