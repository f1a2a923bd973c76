import { type CacheRegistry, EVERY_TOPIC } from '../../core/cache';
import type { PreparedHtml } from './html-document';

export type CachedPage = PreparedHtml;

// Server-rendered pages are the same for every visitor (their API calls made as a guest,
// personal parts fill in the browser) but for the few cookie values a render reads
// (render-cookies.ts: closed banners, signed in or not), so a page is rendered at most once
// per PAGE_CACHE_MS, URL and those values, and visitors asking for it meanwhile share that
// render. A page shows data of every module, so any change a writer reports (a price, a
// category, a review) empties the cache at once; stock, which orders change all the time
// and nobody reports, is as fresh as these ten seconds. The pages' throughput with and
// without the cache is printed by npm run bench:pages.
const PAGE_CACHE_MS = 10_000;

export function pageCache(caches: CacheRegistry) {
  const pages = caches.define<{ page: CachedPage | undefined }>({ name: 'web.pages', ttlMs: PAGE_CACHE_MS, max: 2_000, topics: [EVERY_TOPIC] });
  return {
    /** The page for url from the cache, or rendered once by render (undefined: not cacheable). */
    async get(url: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
      const { page } = await pages.get(url, async () => ({ page: await render() }));
      if (!page) pages.delete(url);
      return page;
    },
  };
}
