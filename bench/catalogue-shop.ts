import { spawnSync } from 'node:child_process';
import { repoRoot, type Started, startProcess } from './processes';

// The large catalogue the search and shopper-mix benchmarks share: built once into
// bench/.data-<N>k (BENCH_PRODUCTS, 100,000 by default) and served in production mode.
export const CATALOGUE_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const CATALOGUE_DATA_DIR = `bench/.data-${CATALOGUE_PRODUCTS / 1000}k`;

// The same phase for seeding and serving: brand category ids differ by phase, and another
// phase would make the server see another catalogue generation and seed it all again.
const productionEnv = { NODE_ENV: 'production', DATA_DIR: CATALOGUE_DATA_DIR, LOG_LEVEL: 'warn' };

/** Seeds only what is missing: the first time this takes several minutes for 100,000 products. */
export function buildCatalogue(): void {
  console.log(`Seeding ${CATALOGUE_PRODUCTS} products into ${CATALOGUE_DATA_DIR} (only what is missing)…`);
  // Images are skipped: they do not touch the queries.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed-cli.ts', '--products', String(CATALOGUE_PRODUCTS), '--no-images'], {
    cwd: repoRoot,
    env: { ...process.env, ...productionEnv },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

/** The shop in production mode on the built catalogue; `nodeArgs` as startProcess takes them. */
export function startCatalogueShop(port: number, nodeArgs: string[] = [], env: Record<string, string> = {}): Promise<Started> {
  return startProcess('apps/server/src/main.ts', port, '/api/health', { ...productionEnv, ...env }, { nodeArgs });
}
