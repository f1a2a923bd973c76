import { LRUCache } from 'lru-cache';
import type { PreparedHtml } from './html-document';

export type CachedPage = PreparedHtml;

// Server-rendered pages are the same for every visitor (their API calls made as a guest,
// personal parts fill in the browser) but for the few cookie values a render reads
// (render-cookies.ts: closed banners, signed in or not), so a page is rendered at most once
// per PAGE_CACHE_MS, URL and those values, and visitors asking for it meanwhile share that
// render. Ten seconds keeps prices and stock in the first HTML that fresh; the pages'
// throughput with and without it is printed by npm run bench:pages.
const PAGE_CACHE_MS = 10_000;

export function pageCache() {
  const cache = new LRUCache<string, Promise<CachedPage | undefined>>({ max: 2_000, ttl: PAGE_CACHE_MS });
  return {
    /** The page for url from the cache, or rendered once by render (undefined: not cacheable). */
    get(url: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
      const known = cache.get(url);
      if (known) return known;
      const rendering = render().then(
        (page) => {
          if (!page) cache.delete(url);
          return page;
        },
        (error: unknown) => {
          cache.delete(url);
          throw error;
        },
      );
      cache.set(url, rendering);
      return rendering;
    },
  };
}
