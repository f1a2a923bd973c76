import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { PageMetaFunction } from '@/shared/seo';
import { reloadPageForChunkError } from './chunk-reload';

/** A page file: its default export is the page; it may export the route's loader and its head tags. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  meta?: PageMetaFunction;
}

/**
 * Turns `() => import('…/SomePage')` into a route `lazy` function. When the chunk cannot be
 * fetched the page reloads once (see chunk-reload.ts); while it reloads the promise never
 * settles, so no error page flashes up first. `appLoader` stands in when the file has none.
 */
export function lazyPage(importPage: () => Promise<PageModule>, appLoader?: LoaderFunction) {
  return async () => {
    let page: PageModule;
    try {
      page = await importPage();
    } catch (error) {
      if (reloadPageForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }
    const loader = page.loader ?? appLoader;
    return loader ? { Component: page.default, loader } : { Component: page.default };
  };
}
