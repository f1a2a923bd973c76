import { queryOptions } from '@tanstack/react-query';
import { EXHIBITION_PAGE_SIZE, type ExhibitionTab } from '@maru/domain';
import { readAnswer, api, shopApi } from '@/shared/api';

// Every answer is parsed with its declaration in the domain package, the schema the server
// answers with, so a renamed field fails the typecheck here.

export const exhibitionKeys = {
  list: (tab: ExhibitionTab, page: number) => ['exhibition', 'list', tab, page] as const,
  detail: (exhibitionNo: number) => ['exhibition', 'detail', exhibitionNo] as const,
  bookmark: (exhibitionNo: number) => ['exhibition', 'bookmark', exhibitionNo] as const,
  bookmarks: (page: number) => ['exhibition', 'bookmarks', page] as const,
};

export const exhibitionListQuery = (tab: ExhibitionTab, page: number) =>
  queryOptions({
    queryKey: exhibitionKeys.list(tab, page),
    queryFn: async ({ signal }) =>
      readAnswer('exhibitionListData', (await api.get('/exhibition/v1/list', { query: { tab, page, size: EXHIBITION_PAGE_SIZE }, signal })).data),
  });

export const exhibitionQuery = (exhibitionNo: number) =>
  queryOptions({
    queryKey: exhibitionKeys.detail(exhibitionNo),
    queryFn: async ({ signal }) => readAnswer('exhibitionDetailData', (await api.get(`/exhibition/v1/${exhibitionNo}`, { signal })).data),
  });

export const bookmarkQuery = (exhibitionNo: number) =>
  queryOptions({
    queryKey: exhibitionKeys.bookmark(exhibitionNo),
    queryFn: async ({ signal }) => (await readAnswer('likeData', (await shopApi.get('/like/v1/exhibition', { query: { targetNo: exhibitionNo }, signal })).data)).like,
  });

export async function toggleBookmark(exhibitionNo: number): Promise<boolean> {
  return (await readAnswer('likeData', (await shopApi.post('/like/v1/exhibition', { targetNo: exhibitionNo })).data)).like;
}

export const BOOKMARK_PAGE_SIZE = 12;

export const bookmarkListQuery = (page: number) =>
  queryOptions({
    queryKey: exhibitionKeys.bookmarks(page),
    queryFn: async ({ signal }) =>
      readAnswer('exhibitionBookmarkListData', (await shopApi.get('/mypage/v1/like/exhibition/list', { query: { page, size: BOOKMARK_PAGE_SIZE }, signal })).data),
  });

/** The exhibition number in the address: digits only; anything else is no exhibition (0). */
export const exhibitionNoOf = (id: string | undefined): number => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : 0);

/** A positive page number from the address; anything else is page 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}

export const tabFrom = (value: string | null): ExhibitionTab => (value === 'ended' ? 'ended' : 'current');
