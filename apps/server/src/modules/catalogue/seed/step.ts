import { sql } from 'kysely';
import { drawPictures, type SeedContext } from '../../../core/module';
import { brandCategoryIdsFor } from '../config';
import { lockCatalogueSeed, readSeedState, refreshSearchTermCounts, searchStartsFresh, upsertCatalogueBase, upsertProductRows, withoutGinIndexes, writeSeedState } from '../queries';
import { deliveryMethodNames } from './delivery';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalogueBase, generateProductBatches, type GenerateOptions } from './generate';
import { ensureProductImages, imagesPresent } from './images';
import { FIRST_PRODUCT_NO } from './products';
import { RowMapper } from './rows';
import { seedSearchActivity } from './searchActivity';

/** Bump when the generator's output changes, so existing databases are refreshed once. */
export const GENERATOR_VERSION = 3;

/** From this many new products on, the search indexes are rebuilt after the load instead of grown. */
const BULK_LOAD_FROM = 20_000;

/** Products per write: big enough to amortise round trips, small enough to keep memory flat. */
const BATCH_SIZE = 1_000;

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
      for (const batch of generateProductBatches({ ...options, products: total }, BATCH_SIZE, kept)) {
        const rows = mapper.map(batch);
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
  for (const batch of generateProductBatches(options, 5_000)) {
    designs += (await ensureProductImages(ctx.config.dataDir, { products: batch })).designsRendered;
  }
  ctx.log.info({ products: count, designs, ms: Date.now() - started }, 'catalogue images ready');
}
