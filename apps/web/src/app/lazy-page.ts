import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { reloadPageForChunkError } from './chunk-reload';

/** A page file: its default export is the page; it may export the route's loader. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/**
 * Turns `() => import('…/SomePage')` into a route `lazy` function. When the chunk cannot be
 * fetched the page reloads once (see chunk-reload.ts); while it reloads the promise never
 * settles, so no error page flashes up first.
 */
export function lazyPage(importPage: () => Promise<PageModule>) {
  return async () => {
    let page: PageModule;
    try {
      page = await importPage();
    } catch (error) {
      if (reloadPageForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }
    return page.loader ? { Component: page.default, loader: page.loader } : { Component: page.default };
  };
}
