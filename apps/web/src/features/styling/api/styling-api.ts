import { queryOptions } from '@tanstack/react-query';
import { STYLING_PAGE_SIZE, type StylingListAddress } from '@maru/domain';
import { readAnswer, shopApi } from '@/shared/api';

// Every answer is parsed with its declaration in the domain package, the schema the server
// answers with, so a renamed field fails the typecheck here.

export const BOOKMARK_PAGE_SIZE = 12;

export function stylingListQuery(address: StylingListAddress) {
  return queryOptions({
    queryKey: ['styling', 'list', address.space ?? '', address.style ?? '', address.page] as const,
    queryFn: async ({ signal }) => {
      const query = { page: address.page, size: STYLING_PAGE_SIZE, ...(address.space ? { space: address.space } : {}), ...(address.style ? { style: address.style } : {}) };
      const answer = await shopApi.get('/styling/v1/list', { query, signal });
      return readAnswer('stylingListData', answer.data);
    },
  });
}

export function stylingDetailQuery(stylingNo: number) {
  return queryOptions({
    queryKey: ['styling', 'detail', stylingNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/styling/v1', { query: { stylingNo }, signal });
      return readAnswer('stylingDetailData', answer.data);
    },
  });
}

export function bookmarkQuery(stylingNo: number) {
  return queryOptions({
    queryKey: ['styling', 'bookmark', stylingNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/like/v1/styling', { query: { targetNo: stylingNo }, signal });
      return (await readAnswer('likeData', answer.data)).like;
    },
  });
}

export async function toggleBookmark(stylingNo: number): Promise<boolean> {
  const answer = await shopApi.post('/like/v1/styling', { targetNo: stylingNo });
  return (await readAnswer('likeData', answer.data)).like;
}

export function bookmarkListQuery(page: number) {
  return queryOptions({
    queryKey: ['styling', 'bookmarks', page] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/mypage/v1/like/styling/list', { query: { page, size: BOOKMARK_PAGE_SIZE }, signal });
      return readAnswer('stylingBookmarkListData', answer.data);
    },
  });
}

/** A styling number from the address: digits only, else 0 (no such page). */
export const stylingNoOf = (id: string | undefined): number => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : 0);
