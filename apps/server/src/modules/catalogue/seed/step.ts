import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { drawPictures, type SeedContext } from '../../../core/module';
import { brandCategoryIdsFor } from '../config';
import { lockCatalogueSeed, readSeedState, refreshSearchTermCounts, searchStartsFresh, upsertCatalogueBase, upsertProductRows, withoutGinIndexes, writeSeedState } from '../queries';
import { deliveryMethodNames } from './delivery';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalogueBase, generateProductBatches, type GenerateOptions } from './generate';
import { ensureProductImages, imagesPresent } from './images';
import { FIRST_PRODUCT_NO } from './products';
import type { GeneratedProduct } from '../types';
import { type ProductRows, RowMapper } from './rows';
import { seedSearchActivity } from './searchActivity';

/** Bump when the generator's output changes, so existing databases are refreshed once. */
export const GENERATOR_VERSION = 4;

/** From this many new products on, the search indexes are rebuilt after the load instead of grown. */
const BULK_LOAD_FROM = 20_000;

/** Products per write: big enough to amortise round trips, small enough to keep memory flat. */
const BATCH_SIZE = 1_000;

/**
 * Products generated (and mapped to rows) in one task of the event loop. A whole batch of
 * 1,000 kept the loop busy 0.6–1.6 s in one piece on this 2-core machine, near the Redis
 * client's 2 s connect time-out when two processes start at once (issue 29); a slice of 100
 * takes about a tenth of that, and the process's connections are served between slices.
 */
const SLICE_SIZE = 100;

/** The generator's products from `fromIndex` on, a slice at a time, yielding the event loop between slices. */
async function* productSlices(options: GenerateOptions, fromIndex = 0): AsyncGenerator<GeneratedProduct[]> {
  for (const slice of generateProductBatches(options, SLICE_SIZE, fromIndex)) {
    yield slice;
    await nextTurn();
  }
}

/** Rows of BATCH_SIZE products per write, generated and mapped a slice at a time. */
async function* rowBatches(options: GenerateOptions, mapper: RowMapper, fromIndex: number): AsyncGenerator<ProductRows> {
  let batch: ProductRows | undefined;
  for await (const slice of productSlices(options, fromIndex)) {
    batch = mapper.map(slice, batch);
    if (batch.products.length >= BATCH_SIZE) {
      yield batch;
      batch = undefined;
    }
  }
  if (batch) yield batch;
}

/**
 * The catalogue seed step, run at every start and by `npm run seed -- --products N`.
 * It only ever grows the catalogue: products already written by the same generator are
 * kept, missing ones are appended, and a generator or brand-id change rewrites all of
 * them in place (by product number, so carts and likes keep pointing at them).
 */
export async function seedCatalogue(ctx: SeedContext): Promise<void> {
  const wanted = ctx.options.products ?? DEFAULT_PRODUCT_COUNT;
  const brandCategoryNos = [...brandCategoryIdsFor(ctx.config.phase)];
  const options: GenerateOptions = { seed: DEFAULT_SEED, brandCategoryNos };
  const base = generateCatalogueBase(options);
  const mapper = new RowMapper(base);
  const started = Date.now();

  const { total, written } = await ctx.db.transaction().execute(async (trx) => {
    // Two processes starting at once (server and seed CLI) must not interleave batches.
    await lockCatalogueSeed(trx);
    await upsertCatalogueBase(trx, base, deliveryMethodNames);
    const state = await readSeedState(trx);
    const sameGeneration =
      state !== undefined &&
      state.seed === DEFAULT_SEED &&
      state.generatorVersion === GENERATOR_VERSION &&
      state.brandCategoryNos.join() === brandCategoryNos.join();
    const kept = sameGeneration ? state.productCount : 0;
    const total = Math.max(state?.productCount ?? 0, wanted);
    const writeProducts = async () => {
      // The next batch is generated while the database writes the previous one.
      let writing: Promise<void> = Promise.resolve();
      for await (const rows of rowBatches({ ...options, products: total }, mapper, kept)) {
        await writing;
        writing = upsertProductRows(trx, rows);
      }
      await writing;
    };
    if (total - kept >= BULK_LOAD_FROM) await withoutGinIndexes(trx, writeProducts);
    else await writeProducts();
    // Also after a write outside the seed marked the search starts stale, or an upgrade added them.
    if (total > kept || !(await searchStartsFresh(trx))) await refreshSearchTermCounts(trx);
    await writeSeedState(trx, { seed: DEFAULT_SEED, generatorVersion: GENERATOR_VERSION, brandCategoryNos, productCount: total });
    await seedSearchActivity(trx);
    return { total, written: total - kept };
  });
  // A rewrite leaves a dead version of every product behind; reclaiming it keeps index
  // scans from visiting them. VACUUM cannot run inside the transaction above.
  if (written > 0) await sql`vacuum product`.execute(ctx.db);
  ctx.log.info({ products: total, written, ms: Date.now() - started }, 'catalogue seeded');

  if (ctx.options.images !== false) await drawPictures(ctx, 'catalogue', () => ensureCatalogueImages(ctx, { ...options, products: total }));
}

/** Skips the walk over every product's files when the first and last ones and the banners exist. */
async function ensureCatalogueImages(ctx: SeedContext, options: GenerateOptions): Promise<void> {
  const count = options.products ?? 0;
  if (await imagesPresent(ctx.config.dataDir, [FIRST_PRODUCT_NO, FIRST_PRODUCT_NO + count - 1])) return;
  const started = Date.now();
  let designs = 0;
  let batch: GeneratedProduct[] = [];
  const ensure = async () => {
    designs += (await ensureProductImages(ctx.config.dataDir, { products: batch })).designsRendered;
    batch = [];
  };
  for await (const slice of productSlices(options)) {
    batch.push(...slice);
    if (batch.length >= 5_000) await ensure();
  }
  if (batch.length) await ensure();
  ctx.log.info({ products: count, designs, ms: Date.now() - started }, 'catalogue images ready');
}
