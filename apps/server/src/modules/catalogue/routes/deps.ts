import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { FacetCounts, KeywordStatsSource, ProductCriteria } from '../queries';
import type { SearchLogWriter } from '../search-log';
import type { Taxonomy } from '../taxonomy';

/** The Fastify instance as the zod type provider types it. */
export type App = Parameters<FastifyPluginAsyncZod>[0];

export interface RouteDeps {
  taxonomyOf: (db: Kysely<Database>) => Promise<Taxonomy>;
  /** Term counts of keywords, cached (see keyword-stats.ts). */
  keywordStatsOf: KeywordStatsSource;
  searchLog: SearchLogWriter;
  /** Product counts by criteria key, kept a minute (see catalogue-memo.ts). */
  countMemo: (key: string, load: () => Promise<number>) => Promise<number>;
  /** Search facets by criteria key, likewise. */
  facetMemo: (key: string, load: () => Promise<FacetCounts>) => Promise<FacetCounts>;
}

/** Keyword searches read through the search pool, whose plans prefer the term indexes; the rest through the main one. */
export const dbFor = (app: App, criteria: ProductCriteria): Kysely<Database> => (criteria.keyword ? app.searchDb : app.db);

/** Reference data changes only with a seed; spec 02 §7 lets clients cache GET answers 90 s. */
export const REFERENCE_CACHE = 'public, max-age=90';
/** Stock, likes and prices may change any moment. */
export const NO_STORE = 'no-store';
