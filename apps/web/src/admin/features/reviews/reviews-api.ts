import { adminReviewListView, adminReviewView, type AdminReviewQuery } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's review calls (/api/admin/v1/reviews), parsed with the domain's contract.

export const reviewsKey = ['console', 'reviews'] as const;
export const REVIEWS_PAGE_SIZE = 30;

export type ReviewFilters = Omit<AdminReviewQuery, 'size'>;

export const reviewsQuery = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...reviewsKey, 'list', filters],
    queryFn: () => consoleApi('/reviews', { query: { ...filters, size: REVIEWS_PAGE_SIZE }, data: adminReviewListView }),
  });

export const reviewQuery = (reviewId: number) =>
  queryOptions({
    queryKey: [...reviewsKey, 'detail', reviewId],
    queryFn: () => consoleApi(`/reviews/${reviewId}`, { data: adminReviewView }),
  });

export const saveAnswer = (reviewId: number, text: string) => consoleApi(`/reviews/${reviewId}/answer`, { method: 'PUT', body: { text }, data: adminReviewView });

export const deleteAnswer = (reviewId: number) => consoleApi(`/reviews/${reviewId}/answer`, { method: 'DELETE', data: adminReviewView });
