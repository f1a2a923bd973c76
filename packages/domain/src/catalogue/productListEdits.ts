import { PremiumCategory } from '../codes';
import { normalizeProductListQuery } from './productListQuery';
import type { ProductListQuery, ProductListSort } from './productListQuery';

// A changed filter, sort or keyword gives a different result list, so paging starts over.
function changed(query: ProductListQuery, change: Partial<ProductListQuery>): ProductListQuery {
  return normalizeProductListQuery({ ...query, ...change, page: 1 });
}

export function addFilter(query: ProductListQuery, filterNo: number): ProductListQuery {
  return changed(query, { filters: [...query.filters, filterNo] });
}

export function removeFilter(query: ProductListQuery, filterNo: number): ProductListQuery {
  return changed(query, { filters: query.filters.filter((no) => no !== filterNo) });
}

export function toggleFilter(query: ProductListQuery, filterNo: number): ProductListQuery {
  return query.filters.includes(filterNo) ? removeFilter(query, filterNo) : addFilter(query, filterNo);
}

/** Clears the filters only: the keyword (and categories and sort) stay. */
export function clearFilters(query: ProductListQuery): ProductListQuery {
  return changed(query, { filters: [] });
}

export function setSorted(query: ProductListQuery, sorted: ProductListSort | undefined): ProductListQuery {
  return changed(query, { sorted });
}

export function setKeyword(query: ProductListQuery, keyword: string): ProductListQuery {
  return changed(query, { keyword });
}

export function setPage(query: ProductListQuery, page: number): ProductListQuery {
  return normalizeProductListQuery({ ...query, page });
}

export function isPremiumCategory(categoryNo: number): boolean {
  return categoryNo === PremiumCategory.id;
}

/** Spec 01 §4: opening the premium category adds sorted=NE; a sort the shopper chose is kept. */
export function withPremiumSort(query: ProductListQuery): ProductListQuery {
  if (query.sorted !== undefined || !query.categorys.some(isPremiumCategory)) return query;
  return { ...query, sorted: PremiumCategory.sorted };
}
