import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { productChange } from '../../modules/catalogue';
import { rawGet } from './raw-get';

// Pages as a crawler, a link preview or a browser without JavaScript gets them: the built
// web app (npm test builds it first) rendered by this server over a real database.

const server = serverForTests();
let product: { productNo: number; productName: string; price: number };

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(headOf(html))?.[1];
const jsonLd = (html: string) =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);

beforeAll(async () => {
  const webDist = server.config.webDist;
  if (!webDist || !existsSync(path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js'))) {
    throw new Error('These tests need the built web app and its renderer: run `npm run build -w @maru/web` (npm test does).');
  }
  const row = await server.db
    .selectFrom('product')
    .select(['product_no', 'name', 'price'])
    .where('price_discount', '=', 0)
    .orderBy('product_no')
    .limit(1)
    .executeTakeFirstOrThrow();
  product = { productNo: row.product_no, productName: row.name, price: Number(row.price) };
});

describe('a server-rendered product page, read without JavaScript', () => {
  it('carries the name, price, canonical URL, Open Graph and Twitter tags in the first HTML', async () => {
    const page = await rawGet(`${server.url}/product/item/${product.productNo}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${product.productName}</h1>`));
    expect(page.text).toContain(`${product.price.toLocaleString('ko-KR')}원`);
    expect(headOf(page.text)).toContain(`<title>`);
    expect(headOf(page.text)).toContain(`<link rel="canonical" href="${server.url}/product/item/${product.productNo}">`);
    expect(metaContent(page.text, 'og:type')).toBe('product');
    expect(metaContent(page.text, 'og:title')).toContain(product.productName);
    expect(metaContent(page.text, 'og:image')).toBe(`${server.url}/media/products/${product.productNo}/1280.webp`);
    expect(metaContent(page.text, 'product:price:amount')).toBe(String(product.price));
    expect(metaContent(page.text, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page.text, 'robots')).toBeUndefined();
  });

  it('describes the product and its trail in JSON-LD: Product with a KRW Offer, and BreadcrumbList', async () => {
    const page = await rawGet(`${server.url}/product/item/${product.productNo}`);
    const [productLd, breadcrumbs] = jsonLd(page.text);
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: product.productName,
      offers: { '@type': 'Offer', priceCurrency: 'KRW', price: product.price },
    });
    expect(String((productLd?.offers as { availability: string }).availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    const trail = (breadcrumbs?.itemListElement as { name: string }[]).map((crumb) => crumb.name);
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect(trail[0]).toBe('홈');
    expect(trail.at(-1)).toBe(product.productName);
  });

  it('preloads its largest image with high priority and inlines its styles instead of a blocking stylesheet', async () => {
    const head = headOf((await rawGet(`${server.url}/product/item/${product.productNo}`)).text);
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/products\/\d+\/1280\.webp" imagesrcset="[^"]+"/);
    expect(head).toContain('<style>');
    // Links to the inlined sheets are there only to tell Vite's loader so, and are never fetched.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled>)/);
  });

  it('names only its small entry script; the app and page chunks come after the first screen, from data-modules', async () => {
    const html = (await rawGet(`${server.url}/product/item/${product.productNo}`)).text;
    expect(html.match(/<script type="module"[^>]*src="[^"]+"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const modules = /id="maru-state" data-modules="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(modules.some((file) => /\/assets\/ProductItemPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(modules.some((file) => /\/assets\/start-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of modules) expect(existsSync(path.join(server.config.webDist ?? '', file))).toBe(true);
  });

  it('answers 404, not indexable, for a product that does not exist, and never 500 for odd ids', async () => {
    const missing = await rawGet(`${server.url}/product/item/999999999`);
    expect(missing.status).toBe(404);
    expect(metaContent(missing.text, 'robots')).toContain('noindex');
    for (const id of ['abc', '-1', '0', '1e9', '%F0%9F%98%80', 'x'.repeat(500)]) {
      expect((await rawGet(`${server.url}/product/item/${id}`)).status).toBeLessThan(500);
    }
  });

  it('escapes what a visitor types: a search for markup shows it as text', async () => {
    const page = await rawGet(`${server.url}/search?keyword=${encodeURIComponent('</title><script>alert(1)</script>')}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(headOf(page.text)).toContain('&lt;/title&gt;&lt;script&gt;');
  });
});

describe('the other public pages are rendered with their content', () => {
  it.each([
    ['/', /<h1[^>]*>오래 머무는 공간을 위한/],
    ['/product/list', /<h1[^>]*>전체 상품<\/h1>/],
    ['/board/notice', /<h1[^>]*>공지사항<\/h1>/],
    ['/board/faq', /<h1[^>]*>자주 묻는 질문<\/h1>/],
    ['/policy/privacy', /<h1[^>]*>개인정보 처리방침<\/h1>/],
    ['/about/company', /<h1/],
  ])('%s', async (pagePath, heading) => {
    const page = await rawGet(`${server.url}${pagePath}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(heading);
    expect(page.text).toContain('id="maru-state"');
    expect(metaContent(page.text, 'robots')).toBeUndefined();
    expect(headOf(page.text)).toContain('<link rel="canonical"');
  });

  it('cleans a rich text once into the named cache web.safe-html, and reads it from there on the next render', async () => {
    const cleaned = server.app.caches.all().find((cache) => cache.spec.name === 'web.safe-html');
    expect(cleaned?.spec).toMatchObject({ max: 2_000, topics: [] });
    // A policy page is rendered anew for each version parameter (the page cache keys by address), and its text is cleaned in the render.
    await rawGet(`${server.url}/policy/privacy?render=1`);
    const after = { ...cleaned!.lookups, size: cleaned!.size };
    expect(after.size).toBeGreaterThan(0);
    await rawGet(`${server.url}/policy/privacy?render=2`);
    expect(cleaned!.lookups.hits).toBeGreaterThan(after.hits);
    expect(cleaned!.size).toBe(after.size);
  });

  it('leaves out the top banners the visitor closed (their cookie), and only those', async () => {
    const open = await rawGet(`${server.url}/`);
    const seqs = [...open.text.matchAll(/data-banner-seq="(\d+)"/g)].map((match) => match[1]);
    expect(seqs.length).toBe(1);
    const closed = await rawGet(`${server.url}/`, { cookie: `tms_banner_closed=${seqs[0]}.2099-12-31` });
    expect(closed.text).not.toContain(`data-banner-seq="${seqs[0]}"`);
    // An expired or garbled record hides nothing.
    for (const value of [`${seqs[0]}.2020-01-01`, '<script>', 'x'.repeat(300)]) {
      expect((await rawGet(`${server.url}/`, { cookie: `tms_banner_closed=${value}` })).text).toContain(`data-banner-seq="${seqs[0]}"`);
    }
  });

  it('answers 404 for an address no page has, with the not-found page and noindex', async () => {
    const page = await rawGet(`${server.url}/no/such/page`);
    expect(page.status).toBe(404);
    expect(page.text).toContain('페이지를 찾을 수 없습니다');
    expect(metaContent(page.text, 'robots')).toContain('noindex');
  });

  it('sends personal pages as the shell, kept out of search engines, with the app preloaded', async () => {
    for (const pagePath of ['/cart', '/order/checkout', '/mypage', '/login']) {
      const page = await rawGet(`${server.url}${pagePath}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('id="maru-state"');
      expect(metaContent(page.text, 'robots')).toContain('noindex');
      expect(page.text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/start-[\w-]+\.js">/);
    }
  });
});

describe('compression by content negotiation', () => {
  const productPath = () => `/product/item/${product.productNo}`;

  it('compresses a rendered page with brotli or gzip as the browser accepts, and not otherwise', async () => {
    const plain = await rawGet(`${server.url}${productPath()}`);
    const br = await rawGet(`${server.url}${productPath()}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(`${server.url}${productPath()}`, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.wireBytes).toBeLessThan(plain.wireBytes / 3);
    // The same page, whichever way it travelled (the cache's fetch times aside).
    const stable = (text: string) => text.replace(/"(?:dataUpdatedAt|dehydratedAt)":\d+/g, '');
    expect(stable(br.text)).toBe(stable(plain.text));
    expect(stable(gzip.text)).toBe(stable(plain.text));
  });

  it('compresses JSON answers above the threshold', async () => {
    const answer = await rawGet(`${server.url}/api/category/v1/all`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(answer.text)).toMatchObject({ code: 0 });
    const small = await rawGet(`${server.url}/api/health`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves built assets precompressed, with a year-long immutable cache', async () => {
    const assets = path.join(server.config.webDist ?? '', 'assets');
    const script = readdirSync(assets).find((name) => name.endsWith('.js') && existsSync(path.join(assets, `${name}.br`)));
    expect(script).toBeDefined();
    const br = await rawGet(`${server.url}/assets/${script}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await rawGet(`${server.url}/assets/${script}`, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(`${server.url}/assets/${script}`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.text).toBe(plain.text);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the header of a rendered page, signed in or not', () => {
  /** The site header's markup: its account link says 마이페이지 to a member and 로그인 to a guest. */
  const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

  it('says 마이페이지 to a visitor with the signed-in marker and 로그인 to one without, each variant from the cache', async () => {
    const guest = await rawGet(`${server.url}/about/brand`);
    const member = await rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=1' });
    expect(headerOf(guest.text)).toContain('로그인');
    expect(headerOf(guest.text)).not.toContain('마이페이지');
    expect(headerOf(member.text)).toContain('마이페이지');
    expect(headerOf(member.text)).not.toContain('로그인');
    // The browser hydrates from the same answer.
    expect(member.text).toMatch(/"signedIn":true/);
    expect(guest.text).toMatch(/"signedIn":false/);

    // Asked again, each comes from its own cache entry: the very same bytes (a new render
    // would stamp new fetch times into the state).
    const [guestAgain, memberAgain] = await Promise.all([rawGet(`${server.url}/about/brand`), rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=1' })]);
    expect(guestAgain.text).toBe(guest.text);
    expect(memberAgain.text).toBe(member.text);
  });

  it('renders with the marker only: session cookies neither reach the render nor split the cache', async () => {
    const marker = await rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=1' });
    const withTokens = await rawGet(`${server.url}/about/brand`, { cookie: 'tma=some.access.token; tmr=some.refresh.token; tma_id=guest-1; tms_signed=1' });
    expect(withTokens.text).toBe(marker.text);
    expect(withTokens.text).not.toContain('some.access.token');
    // Any other value is no marker.
    expect(headerOf((await rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=0' })).text)).toContain('로그인');
  });

  it('answers 304 only for the variant the browser holds: after signing in or out the page comes anew', async () => {
    const guest = await rawGet(`${server.url}/about/brand`);
    const member = await rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=1' });
    expect(member.headers.etag).not.toBe(guest.headers.etag);
    const signedIn = await rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=1', 'if-none-match': guest.headers.etag ?? '' });
    expect(signedIn.status).toBe(200);
    expect(headerOf(signedIn.text)).toContain('마이페이지');
    const signedOut = await rawGet(`${server.url}/about/brand`, { 'if-none-match': member.headers.etag ?? '' });
    expect(signedOut.status).toBe(200);
    expect(headerOf(signedOut.text)).toContain('로그인');
    expect((await rawGet(`${server.url}/about/brand`, { cookie: 'tms_signed=1', 'if-none-match': member.headers.etag ?? '' })).status).toBe(304);
    expect(member.headers.vary).toBe('accept-encoding');
  });
});

describe('HTML caching', () => {
  it('marks pages no-cache with an ETag and answers an unchanged page 304', async () => {
    const first = await rawGet(`${server.url}/board/notice`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await rawGet(`${server.url}/board/notice`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.wireBytes).toBe(0);
  });

  it('asks the reads every page makes (the top banners) once for its ten seconds, and anew after a reported change', async () => {
    const [first, second, third] = await server.db.selectFrom('product').select('product_no').orderBy('product_no').offset(5).limit(3).execute();
    const open = await rawGet(`${server.url}/product/item/${first!.product_no}`);
    const seq = Number(/data-banner-seq="(\d+)"/.exec(open.text)?.[1]);
    const marker = `마루배너${Date.now()}`;
    await server.db.updateTable('banner').set({ contents: `<p>${marker}</p>` }).where('banner_seq', '=', seq).execute();
    // Another product's page is rendered (its own page missed the cache) with the banners kept.
    expect((await rawGet(`${server.url}/product/item/${second!.product_no}`)).text).not.toContain(marker);

    server.app.caches.changed(productChange(first!.product_no));
    expect((await rawGet(`${server.url}/product/item/${third!.product_no}`)).text).toContain(marker);
  });

  it('keeps a rendered page for its ten seconds, but renders anew at once after a reported change', async () => {
    const other = await server.db.selectFrom('product').select(['product_no', 'price']).where('price_discount', '=', 0).orderBy('product_no', 'desc').limit(1).executeTakeFirstOrThrow();
    const address = `${server.url}/product/item/${other.product_no}`;
    const priced = (won: number) => `${won.toLocaleString('ko-KR')}원`;
    expect((await rawGet(address)).text).toContain(priced(other.price));

    await server.db.updateTable('product').set({ price: other.price + 1_000, selling_price: other.price + 1_000 }).where('product_no', '=', other.product_no).execute();
    expect((await rawGet(address)).text).toContain(priced(other.price));

    server.app.caches.changed(productChange(other.product_no));
    expect((await rawGet(address)).text).toContain(priced(other.price + 1_000));
  });
});
