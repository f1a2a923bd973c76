import { cpus, loadavg } from 'node:os';
import { buildCatalogue, CATALOGUE_PRODUCTS, startCatalogueShop } from './catalogue-shop';
import { ensureMembers } from './members';
import { createShoppers, gatherMixInputs } from './mix-inputs';
import { printCpu, printMemory, printTraffic } from './mix-report';
import { runMix } from './mix-run';
import { meterCpu } from './process-cpu';
import { collectedMemory, GC_ON_SIGNAL_ARGS, processMemory, watchMemory } from './process-memory';

// `npm run bench:load`: a shopper mix on the 100,000-product catalogue in production mode:
// 50 guests browsing, searching and using the cart, with members signing in now and then,
// for 60 s (BENCH_SECONDS) after a warm-up. Prints requests/s and latencies per kind of
// request, the errors (goal: none) and the server's memory growth (goal: under 20 %).
/** One guest each, made before the run; the guest-token limit (60 per 10 minutes per address) keeps this under 60. */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** Long enough for the JIT and the connection pool to settle. */
const WARM_UP_SECONDS = 10;
/**
 * Sign-ins rotate over this many accounts. Only failed sign-ins are limited, and these
 * succeed; the number stays within the per-address join limit (10 an hour), which the
 * first run, joining them all, would otherwise run into.
 */
const MEMBERS = 10;
const MEMORY_SAMPLE_SECONDS = 10;

buildCatalogue();
const shop = await startCatalogueShop(3205, GC_ON_SIGNAL_ARGS);
try {
  const inputs = await gatherMixInputs(shop.url, await ensureMembers(shop.url, MEMBERS));
  const shoppers = await createShoppers(shop.url, CONNECTIONS, inputs);

  console.log(`\nWarm-up: the same mix for ${WARM_UP_SECONDS} s…`);
  await runMix(shop.url, shoppers, WARM_UP_SECONDS);
  const afterWarmUp = await collectedMemory(shop.pid);

  // The load, the server and the database share the machine: other work on it shows in every figure.
  const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  console.log(`Shopper mix on ${CATALOGUE_PRODUCTS} products: ${CONNECTIONS} connections (one guest each), ${SECONDS} s; ${load()}…`);
  const memoryWatch = watchMemory(shop.pid, MEMORY_SAMPLE_SECONDS * 1000);
  const cpuMeter = meterCpu(shop.pid);
  const run = await runMix(shop.url, shoppers, SECONDS);
  const cpu = cpuMeter.stop();
  const samples = memoryWatch.stop();
  const atEnd = processMemory(shop.pid);
  const afterRun = await collectedMemory(shop.pid);

  const errors = printTraffic(run, SECONDS);
  printMemory(shop.pid, { afterWarmUp, atEnd, afterRun }, samples, MEMORY_SAMPLE_SECONDS);
  printCpu(SECONDS, cpu);
  console.log(`After the run: ${load()}`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await shop.stop();
}
