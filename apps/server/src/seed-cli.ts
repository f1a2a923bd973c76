import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { exitWithFatal } from './fatal';
import { openRuntime } from './runtime';

// `npm run seed -- --products 100000` builds a large catalogue (for benchmarks) in the
// configured database; without flags it applies migrations and the default seed.
const { values } = parseArgs({
  options: { products: { type: 'string' }, 'no-images': { type: 'boolean', default: false } },
});
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products takes a positive whole number');
  process.exit(2);
}
try {
  const runtime = await openRuntime(loadConfig(), { products, images: !values['no-images'] });
  await runtime.close();
} catch (error) {
  exitWithFatal(error);
}
console.log(`seeded${products ? ` ${products} products` : ''}`);
