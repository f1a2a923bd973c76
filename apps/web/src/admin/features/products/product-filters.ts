import { ADMIN_PRODUCT_SORTS, type AdminProductSort, PRODUCT_STATUSES, type ProductStatus, STOCK_FILTERS, type StockFilter } from '@maru/domain';

// The list's filters as the address holds them: reloading or sharing the address shows the
// same list. Reading never trusts the address (a hand-edited ?status=FOO is simply 전체).

export interface ProductFilters {
  keyword?: string;
  categoryNo?: number;
  brandNo?: number;
  status?: ProductStatus;
  stock?: StockFilter;
  priceMin?: number;
  priceMax?: number;
  sort: AdminProductSort;
  page: number;
}

const DEFAULT_SORT: AdminProductSort = 'NEWEST';

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) => values.find((value) => value === raw);

/** A whole number ≥ 0 (≥ 1 for an id), or undefined for anything else. */
function wholeNumber(raw: string | null | undefined, min = 0): number | undefined {
  if (!raw?.trim()) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min ? value : undefined;
}

export function filtersOf(params: URLSearchParams): ProductFilters {
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    categoryNo: wholeNumber(params.get('categoryNo'), 1),
    brandNo: wholeNumber(params.get('brandNo'), 1),
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    stock: oneOf(STOCK_FILTERS, params.get('stock')),
    priceMin: wholeNumber(params.get('priceMin')),
    priceMax: wholeNumber(params.get('priceMax')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: wholeNumber(params.get('page'), 1) ?? 1,
  };
}

/** The filters as query values, with the defaults left out so addresses stay short. */
export function queryOfFilters(filters: ProductFilters): Record<string, string | number | undefined> {
  return {
    keyword: filters.keyword || undefined,
    categoryNo: filters.categoryNo,
    brandNo: filters.brandNo,
    status: filters.status,
    stock: filters.stock,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

export function paramsOf(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryOfFilters(filters))) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** What the filter bar submitted (field name → trimmed text), back on the first page. */
export function filtersOfForm(read: (name: string) => string | undefined): ProductFilters {
  const params = new URLSearchParams();
  for (const name of ['keyword', 'categoryNo', 'brandNo', 'status', 'stock', 'priceMin', 'priceMax', 'sort']) {
    const value = read(name)?.replace(/,/g, '');
    if (value) params.set(name, value);
  }
  return filtersOf(params);
}
