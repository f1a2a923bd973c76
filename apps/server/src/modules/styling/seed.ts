import { drawPictures, type SeedContext } from '../../core/module';
import { firstProductsPerDepartment } from '../catalogue';
import { writeSeededPages } from './queries';
import { ensureStylingImages } from './seed/images';
import { assignProducts, planStylingPages } from './seed/plan';

/** How many products of each department the tags choose among: enough variety, a bounded read. */
const POOL_SIZE = 300;

/**
 * Writes the 42 generated styling pages and tags their photos with catalogue products.
 * Runs after the catalogue's seed (module order), at every start: the pages are few, and
 * re-picking keeps every tag on a product that exists in this catalogue, however big.
 */
export async function seedStyling(ctx: SeedContext): Promise<void> {
  const started = Date.now();
  const pages = planStylingPages();
  const pools = await firstProductsPerDepartment(ctx.db, POOL_SIZE);
  const byDepartment = new Map<string, number[]>();
  for (const { department, productNo } of pools) byDepartment.set(department, [...(byDepartment.get(department) ?? []), productNo]);
  const all = pools.map((row) => row.productNo);
  const products = new Map(pages.map((page) => [page.stylingNo, assignProducts(page, byDepartment, all)]));
  await writeSeededPages(ctx.db, pages, products);
  ctx.log.info({ pages: pages.length, ms: Date.now() - started }, 'styling seeded');
  if (ctx.options.images === false) return;
  await drawPictures(ctx, 'styling', async () => {
    const drawn = Date.now();
    const rendered = await ensureStylingImages(ctx.config.dataDir, pages);
    if (rendered) ctx.log.info({ photosRendered: rendered, ms: Date.now() - drawn }, 'styling photos ready');
  });
}
