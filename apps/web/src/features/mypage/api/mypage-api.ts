import type { ConsentsView, LikeListView, MypageCommonView, MypageHomeView, ProductHistoryView, ProductView } from '@maru/domain';
import { answerReader, api, shopApi } from '@/shared/api';

// My page's calls (issue 14). Every answer is parsed with its contract from the domain package.


const parse = answerReader();

export const mypageKeys = {
  home: ['mypage', 'home'] as const,
  common: ['mypage', 'home', 'common'] as const,
  history: ['mypage', 'history', 'product'] as const,
  wish: (page: number) => ['mypage', 'wish', page] as const,
  consents: ['mypage', 'consents'] as const,
};

const HISTORY = '/mypage/v1/history/product';

export async function fetchMypageHome(signal?: AbortSignal): Promise<MypageHomeView> {
  return parse('mypageHomeView', (await shopApi.get('/mypage/v1/home', { signal })).data);
}

export async function fetchMypageCommon(signal?: AbortSignal): Promise<MypageCommonView> {
  return parse('mypageCommonView', (await shopApi.get('/mypage/v1/home/common', { signal })).data);
}

export async function fetchProductHistory(signal?: AbortSignal): Promise<ProductHistoryView> {
  return parse('productHistoryView', (await shopApi.get(HISTORY, { signal })).data);
}

export async function postProductView(productNo: number): Promise<void> {
  await shopApi.post(HISTORY, { productNo });
}

export async function mergeProductViews(list: readonly ProductView[]): Promise<ProductHistoryView> {
  return parse('productHistoryView', (await api.post(`${HISTORY}/merge`, { list })).data);
}

/** Removes one product from the list, or every product without one. */
export async function deleteProductViews(productNo?: number): Promise<ProductHistoryView> {
  return parse('productHistoryView', (await shopApi.delete(productNo === undefined ? HISTORY : `${HISTORY}/${productNo}`)).data);
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
