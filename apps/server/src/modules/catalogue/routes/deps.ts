import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { CatalogueCaches } from '../caches';
import type { KeywordStatsSource, ProductCriteria } from '../queries';
import type { SearchLogWriter } from '../search-log';

/** The Fastify instance as the zod type provider types it. */
export type App = Parameters<FastifyPluginAsyncZod>[0];

export interface RouteDeps extends CatalogueCaches {
  /** Term counts of keywords, cached (see keyword-stats.ts). */
  keywordStatsOf: KeywordStatsSource;
  searchLog: SearchLogWriter;
}

/** Keyword searches read through the search pool, whose plans prefer the term indexes; the rest through the main one. */
export const dbFor = (app: App, criteria: ProductCriteria): Kysely<Database> => (criteria.keyword ? app.searchDb : app.db);

/** Reference data changes only with a seed; spec 02 §7 lets clients cache GET answers 90 s. */
export const REFERENCE_CACHE = 'public, max-age=90';
/** Stock, likes and prices may change any moment. */
export const NO_STORE = 'no-store';
