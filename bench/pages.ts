import { load, printLoad } from './load';
import { lighthouseRunWithRetry, type PageRun } from './pages/lighthouse-runs';
import { printSummary } from './pages/summary';
import { startProcess } from './processes';
import { allProductPaths } from './product-paths';

// `npm run bench:pages` (part of `npm run bench`): Lighthouse on the production server's
// server-rendered pages, three runs each, and the server-rendering throughput of the
// product page against a bare Fastify hello-world in the same run. The shop runs on its
// own embedded database under bench/.data (the default 3,000-product catalogue).
// LIGHTHOUSE_RUNS=1 BENCH_PAGES=inspiration for a quick look at one group.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const shop = await startProcess('apps/server/src/main.ts', 3203, '/api/health', { NODE_ENV: 'production', DATA_DIR: 'bench/.data', LOG_LEVEL: 'warn' });
const hello = await startProcess('bench/hello-server.ts', 3204, '/hello');
try {
  const productPath = await firstProductPath(shop.url);
  const shopPaths = ['/', '/product/list', productPath, `/search?keyword=${encodeURIComponent('타일')}`];
  // The inspiration pages: a styling list and room with its photos, the exhibition the spec names, a showroom office.
  const inspirationPaths = ['/styling/list', '/styling/1', '/exhibition/32', '/showroom/seongsu'];
  // BENCH_PAGES=inspiration (or shop) measures one group alone.
  const group = process.env.BENCH_PAGES;
  const paths = group === 'inspiration' ? inspirationPaths : group === 'shop' ? shopPaths : [...shopPaths, ...inspirationPaths];

  // LIGHTHOUSE_RUNS=0 measures the throughput alone.
  if (RUNS > 0) {
    console.log(`\nLighthouse 12.8, mobile defaults, ${RUNS} runs per page (median, range)`);
    const pages: { path: string; runs: PageRun[] }[] = [];
    for (const path of paths) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRunWithRetry(`${shop.url}${path}`));
      pages.push({ path, runs });
    }
    const met = printSummary(pages);
    console.log(`All Lighthouse targets met: ${met ? 'yes' : 'NO'}`);
  }

  console.log('\nServer rendering (autocannon, 50 connections, 10 s after a 2 s warm-up; brotli as a browser asks)');
  const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
  // One product page again and again: rendered once per 10 s (the page cache), then sent from it.
  const cached = await load(`GET ${productPath} (one page, from the page cache)`, { url: `${shop.url}${productPath}`, headers: browserHeaders });
  // Every request another product: each one rendered (data, React, compression), nothing cached.
  const productPaths = await allProductPaths(shop.url);
  const rendered = await load(`GET /product/item/{${productPaths.length} products in turn} (each rendered)`, {
    url: shop.url,
    paths: productPaths,
    headers: browserHeaders,
  });
  const baseline = await load('GET /hello (bare Fastify)', { url: `${hello.url}/hello` });
  printLoad([cached, rendered, baseline]);
  console.log(
    `throughput / hello-world: one page ${(cached.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}, each rendered ${(rendered.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)}`,
  );
} finally {
  await Promise.all([shop.stop(), hello.stop()]);
}

/** The first product the rendered list page links to. */
async function firstProductPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/product/list`)).text();
  const match = /href="(\/product\/item\/\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('no product on the list page');
  return match[1];
}
