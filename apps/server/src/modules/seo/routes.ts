import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../core/http/public-origin';
import { listedCategories, productBlock, productCount } from '../catalogue';
import { policyTypes, publishedNotices } from '../content';
import { publishedExhibitions } from '../exhibition';
import { showroomPaths } from '../showroom';
import { publishedStylingPages } from '../styling';
import { PRODUCTS_PER_FILE } from './sitemap-files';
import { sitemapIndex, type SitemapEntry, urlset } from './xml';

// robots.txt and the sitemaps, at the site's root where crawlers look for them.

/** Personal and transient pages, the API and the operator console: nothing there for a search engine. */
const DISALLOWED = ['/api/', '/sandbox/', '/cart', '/order/', '/mypage', '/login', '/join', '/verify', '/auth/', '/route', '/admin'];

// The public pages that are always there; the server-rendered ones carry their own canonical URL.
const FIXED_PAGES = ['/', '/product/list', '/board/notice', '/board/faq', '/about/brand', '/about/company', '/about/people', '/showroom', '/styling/list', '/exhibition'];

const HOUR_SECONDS = 3600;
const XML = 'application/xml; charset=utf-8';

const productFileParams = z.object({ fileNo: z.string() });

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const hide = { hide: true } as const;

  app.get('/robots.txt', { schema: hide }, async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ''];
    return reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: hide }, async (request, reply) => {
    const origin = publicOrigin(request);
    const files = Math.ceil((await productCount(app.db)) / PRODUCTS_PER_FILE);
    const entries: SitemapEntry[] = [
      { loc: `${origin}/sitemap-pages.xml` },
      ...Array.from({ length: files }, (_, index) => ({ loc: `${origin}/sitemap-products-${index + 1}.xml` })),
    ];
    return reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type(XML).send(sitemapIndex(entries));
  });

  app.get('/sitemap-pages.xml', { schema: hide }, async (request, reply) => {
    const origin = publicOrigin(request);
    const now = app.clock.now();
    const [categories, notices, policies, stylingPages, exhibitions, showrooms] = await Promise.all([
      listedCategories(app.db),
      publishedNotices(app.db, now),
      policyTypes(app.db),
      publishedStylingPages(app.db, now),
      publishedExhibitions(app.db, now),
      showroomPaths(app.db),
    ]);
    const entries: SitemapEntry[] = [
      ...FIXED_PAGES.map((path) => ({ loc: `${origin}${path}` })),
      ...categories.map(({ categoryNo }) => ({ loc: `${origin}/product/list/${categoryNo}` })),
      ...notices.map(({ noticeNo, publishedAt }) => ({ loc: `${origin}/board/notice/${noticeNo}`, lastmod: publishedAt })),
      ...policies.map(({ type }) => ({ loc: `${origin}/policy/${encodeURIComponent(type)}` })),
      ...stylingPages.map(({ stylingNo, publishedAt }) => ({ loc: `${origin}/styling/${stylingNo}`, lastmod: publishedAt ?? undefined })),
      ...showrooms.map((path) => ({ loc: `${origin}${path}` })),
      ...exhibitions.map(({ exhibitionNo, startsAt }) => ({ loc: `${origin}/exhibition/${exhibitionNo}`, lastmod: startsAt })),
    ];
    return reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type(XML).send(urlset(entries));
  });

  // The number is matched by the route itself, so anything else is the site's own 404.
  app.get('/sitemap-products-:fileNo(^\\d{1,6}).xml', { schema: { ...hide, params: productFileParams } }, async (request, reply) => {
    const fileNo = Number(request.params.fileNo);
    const products = fileNo >= 1 ? await productBlock(app.db, (fileNo - 1) * PRODUCTS_PER_FILE, PRODUCTS_PER_FILE) : [];
    if (products.length === 0) return reply.callNotFound();
    const origin = publicOrigin(request);
    const entries = products.map(({ productNo, createdAt }) => ({ loc: `${origin}/product/item/${productNo}`, lastmod: createdAt }));
    return reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type(XML).send(urlset(entries));
  });
};
