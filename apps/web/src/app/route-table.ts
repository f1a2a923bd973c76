import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/shared/routing';
import { lazyPage, type PageModule } from './lazy-page';
import type { PageName } from './page-files';

const loadPageFiles = () => import('./page-files');

/** Imports a page through the page list (its own chunk, see page-files.ts). */
export function pageFile(name: PageName): () => Promise<PageModule> {
  return () => loadPageFiles().then(({ pageFiles }) => pageFiles[name]());
}

/** Fetches the page list ahead of the first navigation, once the browser has time for it. */
export function prefetchPageFiles(): void {
  loadPageFiles().catch(() => {
    // The navigation that needs the list fetches it again, with the chunk-reload guard.
  });
}

/** One page route: its id doubles as handle.name, and its page file is loaded on demand. */
export function pageRoute(path: string, name: PageName): RouteObject {
  const handle: RouteHandle = { name };
  return { id: name, path, handle, lazy: lazyPage(pageFile(name)) };
}

/** The index page of a nested group such as /mypage, or the home page with its own import. */
export function indexRoute(name: string, importPage: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { name };
  return { id: name, index: true, handle, lazy: lazyPage(importPage) };
}
