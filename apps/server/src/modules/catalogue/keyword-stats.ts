import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { type KeywordStatsSource, keywordStatsOf, readTermCounts, type TermCounts } from './queries';

/**
 * Term counts change only when the seed rewrites the catalogue, yet every keyword search
 * plans from them, so each server keeps what it has read for a minute. Stale counts
 * (another process reseeding) can only change which plan reads a page, not what it
 * holds, except the count of a one-bigram keyword, which is then a minute late.
 */
const CACHE_MS = 60_000;
/** Distinct terms kept at most; past it the cache starts over. Korean bigrams of a big catalogue are tens of thousands. */
const MAX_TERMS = 100_000;

export function keywordStatsCache(now: () => number = Date.now): KeywordStatsSource {
  let since = now();
  let total: number | undefined;
  // A term no product holds is kept as zero, so a word the shop lacks is not asked again.
  const terms = new Map<string, { products: number; nameProducts: number }>();
  return async (db: Kysely<Database>, match) => {
    if (match.kind !== 'terms') return undefined;
    if (now() - since > CACHE_MS || terms.size > MAX_TERMS) {
      terms.clear();
      total = undefined;
      since = now();
    }
    const missing = match.terms.filter((term) => !terms.has(term));
    if (missing.length || total === undefined) {
      const read = await readTermCounts(db, missing);
      // Before the first seed there is nothing to keep.
      if (read.total === undefined) return undefined;
      total = read.total;
      for (const term of missing) terms.set(term, read.terms.get(term) ?? { products: 0, nameProducts: 0 });
    }
    const counts: TermCounts = { total, terms };
    return keywordStatsOf(counts, match.terms);
  };
}
