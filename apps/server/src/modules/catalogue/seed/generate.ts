import { brands, featuredBrandNames } from './brands';
import { buildCategories } from './categories';
import { buildFilters, FilterIndex } from './filters';
import { generateProduct, type ProductContext } from './products';
import type { CatalogueBase, GeneratedCatalogue, GeneratedProduct } from '../types';

export interface GenerateOptions {
  /** How many products; default 3,000. */
  products?: number;
  /** The random seed; the same seed and count always give the same catalogue. */
  seed?: number;
  /** The three brand category ids of the target deployment (see catalogue/config.ts). */
  brandCategoryNos?: readonly number[];
  /** The catalogue's "today" (ISO date); fixed so output does not depend on the clock. */
  asOf?: string;
}

export const DEFAULT_PRODUCT_COUNT = 3_000;
export const DEFAULT_SEED = 20_261_121;
const DEFAULT_AS_OF = '2026-11-01T00:00:00.000Z';
/** Non-production ids; the seed step passes the deployment's ids explicitly. */
const DEFAULT_BRAND_CATEGORY_NOS = [91001, 91002, 91003];

interface Resolved {
  count: number;
  base: CatalogueBase;
  context: ProductContext;
}

function resolve(options: GenerateOptions): Resolved {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`products must be a whole number ≥ 0, got ${count}`);
  const brandCategoryNos = options.brandCategoryNos ?? DEFAULT_BRAND_CATEGORY_NOS;
  const base: CatalogueBase = {
    brands: [...brands],
    categories: buildCategories(brandCategoryNos),
    filters: buildFilters(brandCategoryNos),
  };
  const brandCategoryByBrand = new Map<number, number>();
  for (const category of base.categories) {
    if (category.brandNo !== null) brandCategoryByBrand.set(category.brandNo, category.categoryNo);
  }
  if (brandCategoryByBrand.size !== featuredBrandNames.length) throw new Error('Every featured brand needs a brand category');
  return {
    count,
    base,
    context: {
      seed: options.seed ?? DEFAULT_SEED,
      filterIndex: new FilterIndex(base.filters),
      brandCategoryByBrand,
      asOfMs: Date.parse(options.asOf ?? DEFAULT_AS_OF),
    },
  };
}

/** Brands, categories and filters: everything but the products. */
export function generateCatalogueBase(options: GenerateOptions = {}): CatalogueBase {
  return resolve(options).base;
}

/**
 * The products in batches, built lazily: a 100,000-product seed never holds more than
 * one batch in memory. Batching does not change the products; `fromIndex` skips the
 * products a previous seed already wrote.
 */
export function* generateProductBatches(options: GenerateOptions = {}, batchSize = 1_000, fromIndex = 0): Generator<GeneratedProduct[]> {
  const { count, context } = resolve(options);
  for (let start = fromIndex; start < count; start += batchSize) {
    const batch: GeneratedProduct[] = [];
    for (let index = start; index < Math.min(count, start + batchSize); index++) batch.push(generateProduct(index, context));
    yield batch;
  }
}

/** The whole catalogue as plain data; deterministic for the same options. */
export function generateCatalogue(options: GenerateOptions = {}): GeneratedCatalogue {
  const { base } = resolve(options);
  const products: GeneratedProduct[] = [];
  for (const batch of generateProductBatches(options)) products.push(...batch);
  return { ...base, products };
}
