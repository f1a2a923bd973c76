import { queryOptions } from '@tanstack/react-query';
import { type ProductListQuery, type ProductOptionRow, serializeProductListQuery } from '@maru/domain';
import { api, readAnswer, shopApi } from '@/shared/api';

// Every answer is parsed with its declaration in the domain package, the very schema the
// server answers with: a renamed field fails the typecheck here, not silently on a page.
// The schemas load with the first answer the browser fetches itself (answerSchemas).

export const PAGE_SIZE = 24;

/** The body of POST /product/v1/search/list and /search/cnt. */
export function searchCriteria(query: ProductListQuery) {
  return {
    categorys: query.categorys,
    filters: query.filters,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    page: query.page,
    size: PAGE_SIZE,
    sorted: query.sorted ?? 'NE',
  };
}

export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'] as const,
  queryFn: async ({ signal }) => {
    const answer = await api.get('/category/v1/all', { signal });
    return (await readAnswer('categoryTreeData', answer.data)).categoryList;
  },
  staleTime: 30 * 60_000,
});

export const filtersQuery = queryOptions({
  queryKey: ['catalogue', 'filters'] as const,
  queryFn: async ({ signal }) => {
    const answer = await api.get('/product/v1/filter/list', { signal });
    return (await readAnswer('filterTreeData', answer.data)).filterList;
  },
  staleTime: 30 * 60_000,
});

// The query key is the canonical query string, so one selection is one cache entry.
const listKey = (query: ProductListQuery) => serializeProductListQuery({ ...query, utm: {}, items: undefined });

export function productListQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'list', listKey(query)] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.post('/product/v1/search/list', searchCriteria(query), { signal });
      return (await readAnswer('searchListData', answer.data)).productList;
    },
  });
}

export function productCountQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'count', listKey({ ...query, page: 1 })] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.post('/product/v1/search/cnt', searchCriteria(query), { signal });
      return (await readAnswer('searchCountData', answer.data)).totalCount;
    },
  });
}

export function productDetailQuery(productNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'product', productNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/product/v1', { query: { productNo }, signal });
      return readAnswer('productDetailData', answer.data);
    },
  });
}

export function optionRowsQuery(productNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'options', productNo] as const,
    queryFn: async ({ signal }): Promise<ProductOptionRow[]> => {
      const answer = await shopApi.get('/product/v1/option/itemList', { query: { productNo }, signal });
      return (await readAnswer('optionRowsData', answer.data)).optionList;
    },
  });
}

export function deliveriesQuery(productNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'delivery', productNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/product/v1/delivery/list', { query: { productNo }, signal });
      return (await readAnswer('deliveryListData', answer.data)).deliveryList;
    },
  });
}

export const deliveryMethodsQuery = queryOptions({
  queryKey: ['catalogue', 'delivery-methods'] as const,
  queryFn: async ({ signal }) => {
    const answer = await api.get('/delivery/v1/method/list', { signal });
    // Pairs, not a Map: the cache is sent along with server-rendered pages as JSON.
    return (await readAnswer('deliveryMethodsData', answer.data)).methodList.map((method): [string, string] => [method.code, method.name]);
  },
  select: (pairs) => new Map(pairs),
  staleTime: 30 * 60_000,
});

export type LikeType = 'product' | 'brand';

export function likeQuery(type: LikeType, targetNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'like', type, targetNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get(`/like/v1/${type}`, { query: { targetNo }, signal });
      return (await readAnswer('likeData', answer.data)).like;
    },
  });
}

export async function toggleLike(type: LikeType, targetNo: number): Promise<boolean> {
  const answer = await shopApi.post(`/like/v1/${type}`, { targetNo });
  return (await readAnswer('likeData', answer.data)).like;
}

export function restockAlertQuery(itemGroupSeq: number) {
  return queryOptions({
    queryKey: ['catalogue', 'stock-alim', itemGroupSeq] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/stock/v1/alim/apply', { query: { itemGroupSeq }, signal });
      return (await readAnswer('stockAlimData', answer.data)).alim;
    },
  });
}

export async function requestRestockAlert(productNo: number, itemGroupSeq: number): Promise<void> {
  await shopApi.post('/stock/v1/alim', { productNo, itemGroupSeq });
}
