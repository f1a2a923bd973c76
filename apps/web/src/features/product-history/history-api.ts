import type { ProductHistoryView, ProductView } from '@maru/domain';
import { answerReader, api, shopApi } from '@/shared/api';

// 최근 본 상품's calls. The product page notes views, the sign-in flow merges a guest's and
// my page lists them: a feature of its own, so none of those three imports another.

const parse = answerReader();
const HISTORY = '/mypage/v1/history/product';

/** Under my page's keys, so refreshing my page refreshes this list too. */
export const productHistoryKey = ['mypage', 'history', 'product'] as const;

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
