import type { Kysely } from 'kysely';
import type { CacheRegistry } from '../../core/cache';
import type { Database } from '../../db/database';
import { CatalogueChange } from './caches';
import { type KeywordStatsSource, keywordStatsOf, readTermCounts, type TermCount } from './queries';

/**
 * Term counts and starts change only when products are written, yet every keyword search
 * plans from them, so each server keeps what it has read: until a writer reports a product
 * change, or for a minute, which bounds a write by another process (the seed command).
 * Until then plans and one-bigram counts follow the old products.
 */
const TTL_MS = 60_000;
/** Distinct terms kept at most. Korean bigrams of a big catalogue are tens of thousands. */
const MAX_TERMS = 100_000;

const NO_PRODUCTS: TermCount = { products: 0, nameProducts: 0, starts: null, departments: { all: [], name: [] } };

export function keywordStatsCache(caches: CacheRegistry): KeywordStatsSource {
  const topics = [CatalogueChange.product, CatalogueChange.category];
  // A term no product holds is kept as zero, so a word the shop lacks is not asked again.
  const terms = caches.define<TermCount>({ name: 'catalogue.term-counts', ttlMs: TTL_MS, max: MAX_TERMS, topics });
  const totals = caches.define<{ total: number; startsFresh: boolean }>({ name: 'catalogue.term-totals', ttlMs: TTL_MS, max: 1, topics });
  return async (db: Kysely<Database>, match) => {
    if (match.kind !== 'terms') return undefined;
    const kept = new Map<string, TermCount>();
    for (const term of match.terms) {
      const count = await terms.peek(term);
      if (count) kept.set(term, count);
    }
    const missing = match.terms.filter((term) => !kept.has(term));
    let catalogue = await totals.peek('all');
    if (missing.length || !catalogue) {
      // The missing terms of this search in one query, with the catalogue's totals.
      const read = await readTermCounts(db, missing);
      // Before the first seed there is nothing to keep.
      if (read.total === undefined) return undefined;
      catalogue = { total: read.total, startsFresh: read.startsFresh };
      totals.set('all', catalogue);
      // Used from what was read, not read back: a cache that keeps nothing (MARU_CACHES=off) must plan alike.
      for (const term of missing) {
        const count = read.terms.get(term) ?? NO_PRODUCTS;
        terms.set(term, count);
        kept.set(term, count);
      }
    }
    return keywordStatsOf({ ...catalogue, terms: kept }, match.terms);
  };
}
