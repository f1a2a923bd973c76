import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { serializeProductListQuery, type ProductListQuery, type ProductOptionRow } from '@maru/domain';
import { cachedApi, shopApi } from '@/shared/api';
import {
  categorySchema,
  deliveryMethodSchema,
  deliverySchema,
  filterGroupSchema,
  optionRowSchema,
  productDetailSchema,
  productSummarySchema,
} from './schemas';

/** The list inside an answer: the data itself when it is an array, else its first list field. */
function listIn(data: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null) return [];
  for (const key of keys) {
    const value = (data as Record<string, unknown>)[key];
    if (Array.isArray(value)) return value;
  }
  return [];
}

function numberIn(data: unknown, keys: readonly string[]): number {
  if (typeof data === 'number') return data;
  if (typeof data !== 'object' || data === null) return 0;
  for (const key of keys) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'number') return value;
  }
  return 0;
}

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
    const answer = await cachedApi.get('/category/v1/all', { signal });
    return z.array(categorySchema).parse(listIn(answer.data, ['categoryList', 'list']));
  },
  staleTime: 30 * 60_000,
});

export const filtersQuery = queryOptions({
  queryKey: ['catalogue', 'filters'] as const,
  queryFn: async ({ signal }) => {
    const answer = await cachedApi.get('/product/v1/filter/list', { signal });
    return z.array(filterGroupSchema).parse(listIn(answer.data, ['filterList', 'list']));
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
      return z.array(productSummarySchema).parse(listIn(answer.data, ['productList', 'list', 'items']));
    },
  });
}

export function productCountQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'count', listKey({ ...query, page: 1 })] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.post('/product/v1/search/cnt', searchCriteria(query), { signal });
      return numberIn(answer.data, ['count', 'totalCount', 'cnt', 'total']);
    },
  });
}

export function productDetailQuery(productNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'product', productNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/product/v1', { query: { productNo }, signal });
      const data = answer.data as Record<string, unknown> | undefined;
      return productDetailSchema.parse(data && typeof data.product === 'object' ? data.product : data);
    },
  });
}

export function optionRowsQuery(productNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'options', productNo] as const,
    queryFn: async ({ signal }): Promise<ProductOptionRow[]> => {
      const answer = await shopApi.get('/product/v1/option/itemList', { query: { productNo }, signal });
      return z.array(optionRowSchema).parse(listIn(answer.data, ['optionList', 'itemList', 'list']));
    },
  });
}

export function deliveriesQuery(productNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'delivery', productNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/product/v1/delivery/list', { query: { productNo }, signal });
      return z.array(deliverySchema).parse(listIn(answer.data, ['deliveryList', 'list']));
    },
  });
}

export const deliveryMethodsQuery = queryOptions({
  queryKey: ['catalogue', 'delivery-methods'] as const,
  queryFn: async ({ signal }) => {
    const answer = await cachedApi.get('/delivery/v1/method/list', { signal });
    const methods = z.array(deliveryMethodSchema).parse(listIn(answer.data, ['methodList', 'list']));
    return new Map(methods.map((method) => [method.code, method.name ?? method.codeName ?? method.code]));
  },
  staleTime: 30 * 60_000,
});

export type LikeType = 'product' | 'brand';

export function likeQuery(type: LikeType, targetNo: number) {
  return queryOptions({
    queryKey: ['catalogue', 'like', type, targetNo] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get(`/like/v1/${type}`, { query: { targetNo }, signal });
      return readLike(answer.data);
    },
  });
}

// Spec 02 §3: the like check returns `like` (boolean), mapped to likeYn.
function readLike(data: unknown): boolean {
  if (typeof data === 'boolean') return data;
  if (typeof data !== 'object' || data === null) return false;
  const { like, likeYn } = data as { like?: unknown; likeYn?: unknown };
  return like === true || likeYn === 'Y';
}

export async function toggleLike(type: LikeType, targetNo: number): Promise<boolean> {
  const answer = await shopApi.post(`/like/v1/${type}`, { targetNo });
  return readLike(answer.data);
}

export function restockAlertQuery(itemGroupSeq: number) {
  return queryOptions({
    queryKey: ['catalogue', 'stock-alim', itemGroupSeq] as const,
    queryFn: async ({ signal }) => {
      const answer = await shopApi.get('/stock/v1/alim/apply', { query: { itemGroupSeq }, signal });
      const data = answer.data as { alim?: unknown } | boolean | undefined;
      return typeof data === 'boolean' ? data : data?.alim === true || data?.alim === 'Y';
    },
  });
}

export async function requestRestockAlert(productNo: number, itemGroupSeq: number): Promise<void> {
  await shopApi.post('/stock/v1/alim', { productNo, itemGroupSeq });
}
