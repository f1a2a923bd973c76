import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api';

export const NOTICE_PAGE_SIZE = 10;

export interface NoticeSummary {
  noticeNo: number;
  title: string;
  pinned: boolean;
  publishedAt: string;
}

export interface NoticePage {
  list: NoticeSummary[];
  totalCount: number;
  page: number;
  size: number;
}

interface NoticeNeighbour {
  noticeNo: number;
  title: string;
}

export interface NoticeDetail {
  notice: NoticeSummary & { bodyHtml: string };
  /** The next older notice. */
  prev: NoticeNeighbour | null;
  /** The next newer notice. */
  next: NoticeNeighbour | null;
}

export interface Faq {
  faqNo: number;
  categoryCode: string;
  categoryName: string;
  question: string;
  answerHtml: string;
}

export const noticePageQuery = (page: number) =>
  queryOptions({
    queryKey: ['notice-list', page] as const,
    queryFn: async ({ signal }) =>
      (await api.get<NoticePage>('/board/v1/notice/list', { query: { page, size: NOTICE_PAGE_SIZE }, signal })).data as NoticePage,
  });

export const noticeQuery = (noticeNo: string) =>
  queryOptions({
    queryKey: ['notice', noticeNo] as const,
    queryFn: async ({ signal }) => (await api.get<NoticeDetail>(`/board/v1/notice/${encodeURIComponent(noticeNo)}`, { signal })).data as NoticeDetail,
  });

/** Every FAQ matching the search words; the category is chosen on the page, so switching it needs no request. */
export const faqListQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['faq-list', keyword] as const,
    queryFn: async ({ signal }) =>
      ((await api.get<{ list: Faq[] }>('/board/v1/faq/list', { query: { keyword: keyword || undefined }, signal })).data?.list ?? []),
  });

/** A positive page number from the address; anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const dateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Notices are dated in Korean time, as 2026. 11. 18. */
export function noticeDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
