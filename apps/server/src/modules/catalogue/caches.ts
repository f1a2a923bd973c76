import type { ProductNotice } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { CacheRegistry, DataChange, NamedCache } from '../../core/cache';
import type { Database } from '../../db/database';
import type { FacetCounts, OptionItemRow, ProductCardRow, ProductCriteria, ProductDetailRow } from './queries';
import { loadTaxonomy, type Taxonomy } from './taxonomy';

/**
 * What the catalogue's caches are made of. A writer reports, after its transaction
 * commits, `app.caches.changed({ topic: CatalogueChange.product, key: String(productNo) })`
 * for one product (its name, price, description, options, reviews) or
 * `{ topic: CatalogueChange.category }` for categories, filters and brands. Whether a
 * product is sold out is cached too: a database trigger reports a product change when one
 * of its options runs out or comes back, on commit (migration 2026112722). Stock counts
 * and likes are never cached: they are read live on every request.
 */
export const CatalogueChange = {
  product: 'catalogue.product',
  category: 'catalogue.category',
} as const;

/** One product changed: its name, price, description, options or review count. */
export const productChange = (productNo: number): DataChange => ({ topic: CatalogueChange.product, key: String(productNo) });
/** Categories, filters or brands changed. */
export const categoryChange = (): DataChange => ({ topic: CatalogueChange.category });

/**
 * Changes made outside this server (the seed command, SQL by hand) reach it only through
 * the TTL, so it stays a minute, as the bespoke caches these replace did.
 */
const TTL_MS = 60_000;

/** A product page's data shared by every visitor (no stock counts, no likes), or that there is none. */
export interface ProductParts {
  /** Its sold-out state as of the last stock change the database reported. */
  product: ProductDetailRow | undefined;
  categoryPath: { categoryNo: number; categoryName: string }[];
  optionItems: OptionItemRow[];
  /** Its own pictures' storage keys in order (product_image); empty: its design's picture. */
  pictureKeys: string[];
  /** Its 상품정보제공고시; the console's product save reports a product change, so it is never stale. */
  notice: ProductNotice | null;
}

export interface CatalogueCaches {
  taxonomyOf(db: Kysely<Database>): Promise<Taxonomy>;
  /** Product counts by criteria key (a broad search counts every match: ~110 ms for 36,912 of 100,000). */
  countMemo(key: string, load: () => Promise<number>): Promise<number>;
  /** Search facets by criteria key, likewise. */
  facetMemo(key: string, load: () => Promise<FacetCounts>): Promise<FacetCounts>;
  /**
   * A page of a search or category list (rows as a guest sees them, no likes), by criteria,
   * sort and page. Shoppers ask for the same words and categories again and again; a keyword
   * search costs the database 5–10 ms, the cached page nothing.
   */
  listPageMemo(key: string, load: () => Promise<ProductCardRow[]>): Promise<ProductCardRow[]>;
  /** Product pages' shared parts, by product number. */
  productParts: NamedCache<ProductParts>;
}

export function catalogueCaches(registry: CacheRegistry): CatalogueCaches {
  const everything = [CatalogueChange.category, CatalogueChange.product];
  const taxonomy = registry.define<Taxonomy>({ name: 'catalogue.taxonomy', ttlMs: TTL_MS, max: 1, topics: [CatalogueChange.category] });
  const counts = registry.define<number>({ name: 'catalogue.counts', ttlMs: TTL_MS, max: 2_000, topics: everything });
  const facets = registry.define<FacetCounts>({ name: 'catalogue.facets', ttlMs: TTL_MS, max: 2_000, topics: everything });
  const listPages = registry.define<ProductCardRow[]>({ name: 'catalogue.list-pages', ttlMs: TTL_MS, max: 2_000, topics: everything });
  const productParts = registry.define<ProductParts>({
    name: 'catalogue.product-parts',
    ttlMs: TTL_MS,
    max: 10_000,
    topics: everything,
    keyedBy: CatalogueChange.product,
  });
  return {
    taxonomyOf: (db) => taxonomy.get('all', () => loadTaxonomy(db)),
    countMemo: (key, load) => counts.get(key, load),
    facetMemo: (key, load) => facets.get(key, load),
    listPageMemo: (key, load) => listPages.get(key, load),
    productParts,
  };
}

/** The same criteria in any order give the same key. */
export function criteriaKey(criteria: ProductCriteria): string {
  const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
  const groups = criteria.filterGroups.map(sorted).sort((a, b) => a.join().localeCompare(b.join()));
  return JSON.stringify([sorted(criteria.categorys), groups, criteria.keyword]);
}
