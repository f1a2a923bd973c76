import { openGuest } from './bench-browser';
import { buildCatalogue, CATALOGUE_PRODUCTS as PRODUCTS, startCatalogueShop } from './catalogue-shop';
import { type LatencyResult, measureLatency, printLatency } from './latency';
import { load, printLoad } from './load';
import { startProcess } from './processes';
import { shopperKeywords } from './shopper-keywords';

// `npm run bench:search`: the catalogue's queries on a 100,000-product catalogue, on the
// embedded database, on this machine. The catalogue is built once (see catalogue-shop.ts).
buildCatalogue();
// The latencies are the database's: the shop keeps nothing in its caches for them
// (MARU_CACHES=off), the category tree and term counts included, which a served search
// finds cached, so they are upper bounds; the throughput below runs on a shop with its
// caches, as it is served.
let shop = await startCatalogueShop(3203, [], { MARU_CACHES: 'off' });
const hello = await startProcess('bench/hello-server.ts', 3204, '/hello');
try {
  // One browser-like guest (XSRF pair and guest id), which every search then checks.
  const guest = await openGuest(shop.url);
  const headers = { 'content-type': 'application/json', cookie: guest.cookieHeader, 'x-xsrf-token': guest.xsrfToken };
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
  console.log(`\nLatency on ${PRODUCTS} products (one client, sequential requests, caches off: every request reads the database)`);
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

  await shop.stop();
  shop = await startCatalogueShop(3203);
  console.log('\nThroughput (autocannon, 50 connections, 10 s after a 2 s warm-up; caches on, as served)');
  const list = await load('POST /api/product/v1/search/list (keyword 타일)', {
    url: `${shop.url}/api/product/v1/search/list`,
    method: 'POST',
    headers,
    body: JSON.stringify({ categorys: [], filters: [], keyword: '타일', page: 1, size: 24 }),
  });
  // Shoppers type many words: every word of the seed's vocabulary in turn, each a first page.
  const spread = await load(`POST /api/product/v1/search/list (${shopperKeywords.length} keywords in turn)`, {
    url: `${shop.url}/api/product/v1/search/list`,
    method: 'POST',
    headers,
    bodies: shopperKeywords.map((keyword) => JSON.stringify({ categorys: [], filters: [], keyword, page: 1, size: 24 })),
  });
  const baseline = await load('GET /hello (bare Fastify)', { url: `${hello.url}/hello` });
  printLoad([list, spread, baseline]);
  const ratio = (result: { requestsPerSecond: number }) => (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
  console.log(`search list / hello-world throughput ratio: 타일 ${ratio(list)}, ${shopperKeywords.length} keywords ${ratio(spread)} (issue 23: at least 0.050)`);
} finally {
  await Promise.all([shop.stop(), hello.stop()]);
}
