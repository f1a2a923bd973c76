/** Sort orders of the product list: newest, popular, low price, high price, reviews. */
export const PRODUCT_LIST_SORTS = ['NE', 'PO', 'LP', 'HP', 'RV'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * The product list state held in the address (spec 02 §2). categorys and filters are
 * sets of positive numbers, kept sorted ascending so that one selection always has one
 * URL, whatever order it was clicked in: links, caches and query keys then agree.
 */
export interface ProductListQuery {
  categorys: number[];
  filters: number[];
  page: number;
  keyword: string;
  sorted: ProductListSort | undefined;
  items?: string;
  utm: Partial<Record<UtmKey, string>>;
}

/** Anything with URLSearchParams' `get`, so the web can pass its own params object. */
export interface QueryParamsLike {
  get(name: string): string | null;
}

export const EMPTY_PRODUCT_LIST_QUERY: ProductListQuery = {
  categorys: [],
  filters: [],
  page: 1,
  keyword: '',
  sorted: undefined,
  utm: {},
};

function toPositiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function toNumberSet(values: readonly unknown[]): number[] {
  const numbers = values.map(toPositiveInteger).filter((number) => number !== undefined);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

// encodeURIComponent throws on a lone surrogate, which a pasted keyword can hold.
function toText(value: string | undefined): string {
  return (value ?? '').replace(/\p{Cs}/gu, '\uFFFD').trim();
}

function isSort(value: unknown): value is ProductListSort {
  return (PRODUCT_LIST_SORTS as readonly unknown[]).includes(value);
}

/** The canonical form of a query: what parse returns and serialize writes. */
export function normalizeProductListQuery(query: Partial<ProductListQuery>): ProductListQuery {
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = toText(query.utm?.[key]);
    if (value !== '') utm[key] = value;
  }
  const items = toText(query.items);
  return {
    categorys: toNumberSet(query.categorys ?? []),
    filters: toNumberSet(query.filters ?? []),
    page: toPositiveInteger(query.page) ?? 1,
    keyword: toText(query.keyword),
    sorted: isSort(query.sorted) ? query.sorted : undefined,
    ...(items === '' ? {} : { items }),
    utm,
  };
}

function decodeComponent(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape is kept as typed rather than losing the whole address.
    return spaced;
  }
}

/** Reads a query string ('?a=1&b=2' or 'a=1&b=2'); the first occurrence of a key wins. */
function paramsOf(search: string): QueryParamsLike {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decodeComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeComponent(pair.slice(separator + 1));
    if (!values.has(key)) values.set(key, value);
  }
  return { get: (name) => values.get(name) ?? null };
}

function listParam(params: QueryParamsLike, name: string): string[] {
  return (params.get(name) ?? '').split(',');
}

export function parseProductListQuery(search: string | QueryParamsLike): ProductListQuery {
  const params = typeof search === 'string' ? paramsOf(search) : search;
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) utm[key] = params.get(key) ?? undefined;
  const sorted = params.get('sorted');
  return normalizeProductListQuery({
    categorys: listParam(params, 'categorys').map(toPositiveInteger).filter((n) => n !== undefined),
    filters: listParam(params, 'filters').map(toPositiveInteger).filter((n) => n !== undefined),
    page: toPositiveInteger(params.get('page')) ?? 1,
    keyword: params.get('keyword') ?? '',
    sorted: isSort(sorted) ? sorted : undefined,
    items: params.get('items') ?? undefined,
    utm,
  });
}

/**
 * The query string without '?'. Keys come in a fixed order, defaults (page 1, no sort,
 * empty text and lists) are left out, values are URL-encoded and list commas kept readable.
 */
export function serializeProductListQuery(query: Partial<ProductListQuery>): string {
  const q = normalizeProductListQuery(query);
  const pairs: [string, string][] = [
    ['categorys', q.categorys.join(',')],
    ['filters', q.filters.join(',')],
    ['keyword', encodeURIComponent(q.keyword)],
    ['sorted', q.sorted ?? ''],
    ['page', q.page === 1 ? '' : String(q.page)],
    ['items', encodeURIComponent(q.items ?? '')],
    ...UTM_KEYS.map((key): [string, string] => [key, encodeURIComponent(q.utm[key] ?? '')]),
  ];
  return pairs
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}
