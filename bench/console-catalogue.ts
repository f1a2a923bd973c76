import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BenchBrowser } from './bench-browser';
import { timedLoad } from './timed-load';
import { buildCatalogue, CATALOGUE_DATA_DIR, CATALOGUE_PRODUCTS, startCatalogueShop } from './catalogue-shop';
import { repoRoot } from './processes';

// `npm run bench:console`: the catalogue console on the 100,000-product catalogue (production
// mode, bench/.data-100k): an operator paging, searching and filtering the product list (first
// and deep pages, a number, a name, a brand, stock and price filters, sorted by stock), then
// the whole catalogue exported as CSV and checked back in (a dry run). Printed: requests,
// p50 / p95 / p99 per kind, and the export's and the check's time and size.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = 5;
const STAFF_EMAIL = 'bench-catalogue@maru.example';
const STAFF_PASSWORD = 'bench console passphrase';
const LIMITS = ['staff-sign-in', 'console-product-import'].map((name) => `${name}.perIp=1000000`).join(',');

function databaseUrl(): string {
  const pid = readFileSync(path.join(repoRoot, CATALOGUE_DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://maru:maru@127.0.0.1:${pid[3]!.trim()}/maru`;
}

buildCatalogue();
const shop = await startCatalogueShop(3208, [], { MARU_RATE_LIMITS: LIMITS });
const db = new pg.Client({ connectionString: databaseUrl() });
await db.connect();
try {
  const found = await db.query('select 1 from staff where email = $1', [STAFF_EMAIL]);
  if (!found.rowCount) await db.query(`insert into staff (email, name, role, password_hash, active) values ($1, '벤치 상품 담당', 'CATALOGUE', $2, true)`, [STAFF_EMAIL, await hash(STAFF_PASSWORD)]);
  const staff = new BenchBrowser(shop.url);
  await staff.get('/api/health');
  const signedIn = await staff.post('/api/admin/v1/auth/sign-in', { email: STAFF_EMAIL, password: STAFF_PASSWORD });
  if (signedIn.body.code !== 0) throw new Error(`staff sign-in: ${JSON.stringify(signedIn.body)}`);

  const names = (await db.query<{ name: string; brand_no: number; product_no: number }>('select name, brand_no, product_no from product order by random() limit 200')).rows;
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const kinds: Record<string, () => string> = {
    '첫 페이지 (최근 등록순)': () => '/api/admin/v1/products?size=30',
    '깊은 페이지 (1,000–3,000쪽)': () => `/api/admin/v1/products?size=30&page=${1000 + Math.floor(Math.random() * 2000)}`,
    '상품번호': () => `/api/admin/v1/products?keyword=${pick(names).product_no}`,
    '상품명 두 단어': () => `/api/admin/v1/products?keyword=${encodeURIComponent(pick(names).name.split(' ').slice(0, 2).join(' '))}`,
    '브랜드 + 판매중': () => `/api/admin/v1/products?brandNo=${pick(names).brand_no}&status=ON_SALE`,
    '재고 부족 + 가격대': () => `/api/admin/v1/products?stock=LOW&priceMin=50000&priceMax=300000`,
    '재고 적은순': () => '/api/admin/v1/products?sort=STOCK_ASC',
  };
  console.log(`\nCatalogue console on ${CATALOGUE_PRODUCTS.toLocaleString('en')} products (${CONCURRENCY} concurrent requests for ${SECONDS} s each)`);
  const rows = [];
  for (const [kind, nextPath] of Object.entries(kinds)) rows.push(await timedLoadOf(kind, staff, nextPath));
  console.table(rows);

  const cookie = staff.cookieHeader;
  let started = performance.now();
  const exported = Buffer.from(await (await fetch(`${shop.url}/api/admin/v1/products/export`, { headers: { cookie } })).arrayBuffer());
  const exportSeconds = (performance.now() - started) / 1000;
  const lines = exported.toString('utf8').split('\r\n').length - 2;
  console.log(`Export of every product: ${lines.toLocaleString('en')} rows, ${(exported.length / 1024 / 1024).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s`);

  const form = new FormData();
  form.append('file', new Blob([exported], { type: 'text/csv' }), 'all.csv');
  started = performance.now();
  const checked = (await (
    await fetch(`${shop.url}/api/admin/v1/products/import?dryRun=true`, { method: 'POST', body: form, headers: { cookie, 'x-xsrf-token': staff.xsrfToken } })
  ).json()) as { code: number; data?: { created: number; updated: number; errors: unknown[] } };
  console.log(`Dry run of that file: ${((performance.now() - started) / 1000).toFixed(1)} s → ${JSON.stringify({ code: checked.code, created: checked.data?.created, updated: checked.data?.updated, errors: checked.data?.errors.length })}`);
} finally {
  await db.end();
  await shop.stop();
}

function timedLoadOf(kind: string, browser: BenchBrowser, nextPath: () => string) {
  return timedLoad(kind, browser, nextPath, { seconds: SECONDS, concurrency: CONCURRENCY });
}
