import { spawnSync } from 'node:child_process';
import { type LatencyResult, measureLatency, printLatency } from './latency';
import { load, printLoad } from './load';
import { repoRoot, startProcess } from './processes';

// `npm run bench:search`: the catalogue's queries on a 100,000-product catalogue, on the
// embedded database, on this machine. The catalogue is built once into bench/.data-100k.
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATA_DIR = `bench/.data-${PRODUCTS / 1000}k`;

console.log(`Seeding ${PRODUCTS} products into ${DATA_DIR} (only what is missing)…`);
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed-cli.ts', '--products', String(PRODUCTS), '--no-images'], {
  cwd: repoRoot,
  // The same phase as the server below: brand category ids differ by phase, and a different
  // phase would make the server see another catalogue generation and seed it all again.
  env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error('seeding failed');

const shop = await startProcess('apps/server/src/main.ts', 3203, '/api/health', { NODE_ENV: 'production', DATA_DIR, LOG_LEVEL: 'warn' });
const hello = await startProcess('bench/hello-server.ts', 3204, '/hello');
try {
  // A browser-like session as the web app makes one: the XSRF pair from one GET, echoed on
  // every POST, and a guest id (tma_id), which every search then checks.
  const first = await fetch(`${shop.url}/api/health`);
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  const guest = await fetch(`${shop.url}/api/oauth/v1/guest/token`, { method: 'POST', headers: { cookie: cookies.join('; '), 'x-xsrf-token': xsrf } });
  const guestCookie = guest.headers.getSetCookie().map((line) => line.split(';')[0]!).find((c) => c.startsWith('tma_id='));
  if (!guestCookie) throw new Error(`no guest id (HTTP ${guest.status})`);
  cookies.push(guestCookie);
  const headers = { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf };
  const searchList = (criteria: object) => () =>
    fetch(`${shop.url}/api/product/v1/search/list`, { method: 'POST', headers, body: JSON.stringify({ categorys: [], filters: [], page: 1, size: 24, ...criteria }) });
  const get = (path: string) => () => fetch(shop.url + path, { headers: { cookie: headers.cookie } });

  const tree = (await (await get('/api/category/v1/all')()).json()).data.categoryList as { categoryNo: number; categoryList?: { categoryNo: number }[] }[];
  const leaf = tree.find((node) => node.categoryList?.length)!.categoryList![0]!.categoryNo;
  const filters = (await (await get('/api/product/v1/filter/list')()).json()).data.filterList as { itemList: { itemNo: number; itemRefList: { categoryNo: number }[] }[] }[];
  const leafFilters = filters
    .map((group) => group.itemList.find((item) => item.itemRefList.some((ref) => ref.categoryNo === leaf))?.itemNo)
    .filter((itemNo): itemNo is number => itemNo !== undefined)
    .slice(0, 2);

  // Each keyword's label says how many products it finds, so an empty answer is not mistaken for a fast one.
  const found = async (keyword: string) => {
    const answer = await get(`/api/product/v1/search/cnt?keyword=${encodeURIComponent(keyword)}`)();
    return `${keyword} (${((await answer.json()) as { data: { totalCount: number } }).data.totalCount} found)`;
  };
  const results: LatencyResult[] = [];
  for (const word of ['타일', '수전', '욕실']) results.push(await measureLatency(`keyword 2 syllables: ${await found(word)}`, searchList({ keyword: word })));
  for (const word of ['욕실타일', '세면대 수전', '모자이크 타일', '테라조 포세린']) results.push(await measureLatency(`keyword longer: ${await found(word)}`, searchList({ keyword: word })));
  for (const word of ['타일', '테라조']) results.push(await measureLatency(`suggestions: ${word}`, get(`/api/product/v1/search/keyword?keyword=${encodeURIComponent(word)}`)));
  results.push(await measureLatency(`filtered list: category ${leaf} + ${leafFilters.length} filters`, searchList({ categorys: [leaf], filters: leafFilters, sorted: 'PO' })));
  results.push(await measureLatency('list count: 타일', () => fetch(`${shop.url}/api/product/v1/search/cnt?keyword=${encodeURIComponent('타일')}`, { headers: { cookie: headers.cookie } })));

  const goals: Record<string, number> = {};
  for (const r of results) {
    if (r.name.startsWith('keyword 2')) goals[r.name] = 15;
    else if (r.name.startsWith('keyword longer') || r.name.startsWith('suggestions')) goals[r.name] = 10;
    else if (r.name.startsWith('filtered')) goals[r.name] = 20;
  }
  console.log(`\nLatency on ${PRODUCTS} products (one client, sequential requests)`);
  printLatency(results, goals);

  // Shoppers sort and page too: every sort, first and fifth page, for words broad and narrow.
  console.log('\nKeyword x sort, page 1 and page 5 of 24 (p50 / p95 ms, 40 runs each)');
  const grid: Record<string, Record<string, string>> = {};
  for (const keyword of ['타일', '수전', '욕실', '욕실타일', '모자이크 타일']) {
    for (const sorted of ['NE', 'PO', 'LP', 'HP', 'RV']) {
      const row: Record<string, string> = {};
      for (const page of [1, 5]) {
        const r = await measureLatency(`${keyword} ${sorted} ${page}`, searchList({ keyword, sorted, page }), 40);
        row[`page ${page}`] = `${r.p50} / ${r.p95}`;
      }
      grid[`${keyword} ${sorted}`] = row;
    }
  }
  console.table(grid);

  console.log('\nThroughput (autocannon, 50 connections, 10 s after a 2 s warm-up)');
  const list = await load('POST /api/product/v1/search/list (keyword 타일)', {
    url: `${shop.url}/api/product/v1/search/list`,
    method: 'POST',
    headers,
    body: JSON.stringify({ categorys: [], filters: [], keyword: '타일', page: 1, size: 24 }),
  });
  const baseline = await load('GET /hello (bare Fastify)', { url: `${hello.url}/hello` });
  printLoad([list, baseline]);
  console.log(`search list / hello-world throughput ratio: ${(list.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`);
} finally {
  await Promise.all([shop.stop(), hello.stop()]);
}
