import { queryOptions } from '@tanstack/react-query';
import { formatKstDots } from '@maru/domain';
import { answerReader, api } from '@/shared/api';

export const NOTICE_PAGE_SIZE = 10;

export type { FaqCategoryView as FaqCategory, FaqView as Faq, NoticeDetailView as NoticeDetail, NoticePageView as NoticePage } from '@maru/domain';

// Every answer is parsed with its contract from the domain package.
const parse = answerReader();

export const noticePageQuery = (page: number) =>
  queryOptions({
    queryKey: ['notice-list', page] as const,
    queryFn: async ({ signal }) => parse('noticePageView', (await api.get('/board/v1/notice/list', { query: { page, size: NOTICE_PAGE_SIZE }, signal })).data),
  });

export const noticeQuery = (noticeNo: string) =>
  queryOptions({
    queryKey: ['notice', noticeNo] as const,
    queryFn: async ({ signal }) => parse('noticeDetailView', (await api.get(`/board/v1/notice/${encodeURIComponent(noticeNo)}`, { signal })).data),
  });

/**
 * Every FAQ matching the search words, and the categories in the console's order; the category
 * is chosen on the page, so switching it needs no request.
 */
export const faqListQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['faq-list', keyword] as const,
    queryFn: async ({ signal }) => parse('faqListView', (await api.get('/board/v1/faq/list', { query: { keyword: keyword || undefined }, signal })).data),
  });

/** A positive page number from the address; anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Notices are dated in Korean time, as 2026. 11. 18. */
export function noticeDate(iso: string): string {
  return formatKstDots(iso);
}
