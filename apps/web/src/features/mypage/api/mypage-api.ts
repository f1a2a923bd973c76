import type { ConsentsView, LikeListView, MypageCommonView, MypageHomeView } from '@maru/domain';
import { answerReader, shopApi } from '@/shared/api';
import { productHistoryKey } from '@/features/product-history';

// My page's calls (issue 14). Every answer is parsed with its contract from the domain package.

const parse = answerReader();

export const mypageKeys = {
  home: ['mypage', 'home'] as const,
  common: ['mypage', 'home', 'common'] as const,
  history: productHistoryKey,
  wish: (page: number) => ['mypage', 'wish', page] as const,
  consents: ['mypage', 'consents'] as const,
};

export async function fetchMypageHome(signal?: AbortSignal): Promise<MypageHomeView> {
  return parse('mypageHomeView', (await shopApi.get('/mypage/v1/home', { signal })).data);
}

export async function fetchMypageCommon(signal?: AbortSignal): Promise<MypageCommonView> {
  return parse('mypageCommonView', (await shopApi.get('/mypage/v1/home/common', { signal })).data);
}

export const WISH_PAGE_SIZE = 20;

export async function fetchWishList(page: number, signal?: AbortSignal): Promise<LikeListView> {
  return parse('likeListView', (await shopApi.get('/mypage/v1/like/product/list', { query: { page, size: WISH_PAGE_SIZE }, signal })).data);
}

/** The like toggle of the product page (POST /like/v1/product); answers the new state. */
export async function toggleProductLike(productNo: number): Promise<boolean> {
  return (await parse('likeData', (await shopApi.post('/like/v1/product', { targetNo: productNo })).data)).like;
}

export async function fetchConsents(signal?: AbortSignal): Promise<ConsentsView> {
  return parse('consentsView', (await shopApi.get('/mypage/v1/profile/consents', { signal })).data);
}
