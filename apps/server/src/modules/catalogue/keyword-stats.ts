import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { type KeywordStatsSource, keywordStatsOf, readTermCounts, type TermCount } from './queries';

/**
 * Term counts and starts change only when products are written (today by the seed alone),
 * yet every keyword search plans from them, so each server keeps what it has read for a
 * minute. A write by another process is therefore seen up to a minute late: until then
 * plans and one-bigram counts follow the old products.
 */
const CACHE_MS = 60_000;
/** Distinct terms kept at most; past it the cache starts over. Korean bigrams of a big catalogue are tens of thousands. */
const MAX_TERMS = 100_000;

const NO_PRODUCTS: TermCount = { products: 0, nameProducts: 0, starts: null, departments: { all: [], name: [] } };

export function keywordStatsCache(now: () => number = Date.now): KeywordStatsSource {
  let since = now();
  let catalogue: { total: number; startsFresh: boolean } | undefined;
  // A term no product holds is kept as zero, so a word the shop lacks is not asked again.
  const terms = new Map<string, TermCount>();
  return async (db: Kysely<Database>, match) => {
    if (match.kind !== 'terms') return undefined;
    if (now() - since > CACHE_MS || terms.size > MAX_TERMS) {
      terms.clear();
      catalogue = undefined;
      since = now();
    }
    const missing = match.terms.filter((term) => !terms.has(term));
    if (missing.length || !catalogue) {
      const read = await readTermCounts(db, missing);
      // Before the first seed there is nothing to keep.
      if (read.total === undefined) return undefined;
      catalogue = { total: read.total, startsFresh: read.startsFresh };
      for (const term of missing) terms.set(term, read.terms.get(term) ?? NO_PRODUCTS);
    }
    return keywordStatsOf({ ...catalogue, terms }, match.terms);
  };
}
