import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { PRODUCTS_PER_FILE } from './sitemap-files';

const server = serverForTests();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
const get = async (path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() };
};

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of personal pages and the API and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    const lines = robots.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/cart', '/order/', '/mypage', '/login']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /product/');
  });
});

describe('the sitemap', () => {
  it('indexes the pages file and one file per 10,000 products', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = locs(index.text);
    expect(files[0]).toBe(`${server.url}/sitemap-pages.xml`);
    expect(files.slice(1).every((file, index) => file === `${server.url}/sitemap-products-${index + 1}.xml`)).toBe(true);
  });

  it('lists the public pages: home, lists, categories, notices, policies, styling pages, exhibitions; nothing personal', async () => {
    const pages = locs((await get('/sitemap-pages.xml')).text);
    expect(pages).toContain(`${server.url}/`);
    expect(pages).toContain(`${server.url}/board/faq`);
    expect(pages.some((page) => /\/product\/list\/\d+$/.test(page))).toBe(true);
    expect(pages.some((page) => /\/board\/notice\/\d+$/.test(page))).toBe(true);
    expect(pages).toContain(`${server.url}/policy/privacy`);
    expect(pages.filter((page) => /\/styling\/\d+$/.test(page)).length).toBeGreaterThanOrEqual(40);
    // /exhibition/32 is the address the spec names; ended exhibitions stay listed (still readable).
    expect(pages).toContain(`${server.url}/exhibition/32`);
    expect(pages).toContain(`${server.url}/showroom/seongsu`);
    expect(pages).toContain(`${server.url}/showroom/seongsu/1f`);
    expect(pages.filter((page) => /\/(cart|mypage|order|login)/.test(page))).toEqual([]);
  });

  it('answers 404, never 500, for product files that do not exist or are not numbers', async () => {
    for (const name of ['sitemap-products-0.xml', 'sitemap-products-99999.xml', 'sitemap-products--1.xml', 'sitemap-products-abc.xml']) {
      const answer = await get(`/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.type, name).not.toContain('application/xml');
    }
    // An over-long number (414) and a NUL byte (400) are refused as bad requests.
    for (const name of [`sitemap-products-${'9'.repeat(300)}.xml`, 'sitemap-products-1.xml%00']) {
      const answer = await get(`/${name}`);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
    }
  });
});

describe('the sitemap at 100,000 products', () => {
  let total = 0;

  beforeAll(async () => {
    // Copies of the first seeded product under new numbers, in one statement, until the
    // catalogue holds 100,000 products. Their search words are left empty: indexing those
    // for 100,000 rows would take minutes and the sitemap does not read them.
    const { count, first, last } = (
      await sql<{ count: string; first: number; last: number }>`select count(*) as count, min(product_no) as first, max(product_no) as last from product`.execute(server.db)
    ).rows[0] ?? { count: '0', first: 0, last: 0 };
    const missing = 100_000 - Number(count);
    // Column by column rather than through a jsonb copy of the row: the jsonb round trip per
    // row made this one statement take two minutes on this machine.
    const columns = (
      await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'product' and table_schema = current_schema() order by ordinal_position`.execute(server.db)
    ).rows.map((column) => column.name);
    const copied = columns.map((name) =>
      name === 'product_no' ? sql`g` : name === 'search_terms' || name === 'name_terms' ? sql`'{}'::text[]` : sql`p.${sql.id(name)}`,
    );
    await sql`
      insert into product (${sql.join(columns.map((name) => sql.id(name)))})
      select ${sql.join(copied)}
      from product p, generate_series(${last + 1}::int, ${last + missing}::int) g
      where p.product_no = ${first}`.execute(server.db);
    total = 100_000;
  }, 120_000);

  it('lists every product exactly once across ceil(N / 10,000) files, each within the protocol limits', async () => {
    const started = performance.now();
    const index = locs((await get('/sitemap.xml')).text);
    const indexMs = performance.now() - started;
    const productFiles = index.filter((file) => file.includes('sitemap-products-'));
    expect(productFiles).toHaveLength(Math.ceil(total / PRODUCTS_PER_FILE));

    const seen = new Set<string>();
    let slowestMs = 0;
    for (const file of productFiles) {
      const fileStarted = performance.now();
      const answer = await get(new URL(file).pathname);
      slowestMs = Math.max(slowestMs, performance.now() - fileStarted);
      expect(answer.status).toBe(200);
      expect(Buffer.byteLength(answer.text)).toBeLessThan(50 * 1024 * 1024);
      const urls = locs(answer.text);
      expect(urls.length).toBeLessThanOrEqual(PRODUCTS_PER_FILE);
      for (const url of urls) {
        expect(seen.has(url), `${url} twice`).toBe(false);
        seen.add(url);
      }
    }
    const productNos = (await server.db.selectFrom('product').select('product_no').execute()).map((row) => `${server.url}/product/item/${row.product_no}`);
    expect(seen.size).toBe(productNos.length);
    expect(productNos.every((url) => seen.has(url))).toBe(true);
    console.log(`sitemap at ${total} products: index ${indexMs.toFixed(0)} ms, slowest product file ${slowestMs.toFixed(0)} ms`);
  }, 120_000);
});
