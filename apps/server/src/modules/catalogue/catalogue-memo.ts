import { LRUCache } from 'lru-cache';
import type { ProductCriteria } from './queries';

/**
 * Counts and facets depend on the catalogue alone (product terms, categories and filter
 * items, which only the seed writes), not on stock, prices or the visitor. Counting the
 * matches of a broad search reads every one of them (욕실타일: 36,912 of 100,000 products,
 * ~110 ms), so each server keeps these answers for a minute, as it does the term counts.
 * A failed load is not kept.
 */
export function catalogueMemo<V extends NonNullable<unknown>>({ ttlMs = 60_000, max = 2_000 } = {}) {
  const cache = new LRUCache<string, Promise<V>>({ max, ttl: ttlMs });
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const kept = cache.get(key);
    if (kept) return kept;
    const loading = load();
    cache.set(key, loading);
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key);
    });
    return loading;
  };
}

/** The same criteria in any order give the same key. */
export function criteriaKey(criteria: ProductCriteria): string {
  const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
  const groups = criteria.filterGroups.map(sorted).sort((a, b) => a.join().localeCompare(b.join()));
  return JSON.stringify([sorted(criteria.categorys), groups, criteria.keyword]);
}
