import { load, printLoad } from './load';
import { measurePageWeight } from './page-weight';
import { startProcess } from './processes';
import { allProductPaths } from './product-paths';

// `npm run bench`: one run on this machine, figures printed. The shop runs in production
// mode on its own embedded database under bench/.data (seeded on the first run).
const HOME_JS_BUDGET_KB = 110;

const shop = await startProcess('apps/server/src/main.ts', 3201, '/api/health', { NODE_ENV: 'production', DATA_DIR: 'bench/.data' });
const hello = await startProcess('bench/hello-server.ts', 3202, '/hello');
try {
  console.log('\nAPI load (autocannon, 50 connections, 10 s after a 2 s warm-up)');
  const codes = await load('GET /api/code/v1/all/list', { url: `${shop.url}/api/code/v1/all/list` });
  // Every request another product of the catalogue, as shoppers spread them, each call
  // with the cookies a browser holds after its first answer (as the web app calls it). The
  // warm-up asks for every product once, as a shop that has been open a minute has.
  const productNos = (await allProductPaths(shop.url)).map((path) => path.slice(path.lastIndexOf('/') + 1));
  const cookie = (await fetch(`${shop.url}/api/health`)).headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const details = await load(`GET /api/product/v1 ({${productNos.length} products in turn}, a browser's cookies)`, {
    url: shop.url,
    paths: productNos.map((productNo) => `/api/product/v1?productNo=${productNo}`),
    warmupRequests: productNos.length,
    headers: { cookie },
  });
  const baseline = await load('GET /hello (bare Fastify)', { url: `${hello.url}/hello` });
  printLoad([codes, details, baseline]);
  const ratio = (result: { requestsPerSecond: number }) => (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
  console.log(`throughput / hello-world: code list ${ratio(codes)}, product detail ${ratio(details)} (issue 23: at least 0.100)`);

  console.log('\nHome page JavaScript (Chromium, gzip -9 of each script fetched)');
  const home = await measurePageWeight(shop.url, '/');
  for (const script of home.scripts) {
    console.log(`  ${script.beforeLoad ? 'before load' : 'after load '}  ${script.url}  ${(script.bytes / 1024).toFixed(1)} KB raw, ${(script.gzip / 1024).toFixed(1)} KB gzip`);
  }
  const beforeKb = home.beforeLoadGzip / 1024;
  console.log(`  before the load event (needed to be interactive): ${beforeKb.toFixed(1)} KB gzip — budget ${HOME_JS_BUDGET_KB} KB: ${beforeKb <= HOME_JS_BUDGET_KB ? 'within' : 'OVER'}`);
  console.log(`  everything until the network is idle: ${(home.totalGzip / 1024).toFixed(1)} KB gzip; load event at ${home.loadMs} ms`);
} finally {
  await Promise.all([shop.stop(), hello.stop()]);
}
