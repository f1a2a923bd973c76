import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/shared/routing';
import { lazyPage, type PageModule } from './lazy-page';

/** One page route: its id doubles as handle.name, and its page file is loaded on demand. */
export function pageRoute(
  path: string,
  name: string,
  importPage: () => Promise<PageModule>,
  extra: Pick<RouteObject, 'loader'> = {},
): RouteObject {
  const handle: RouteHandle = { name };
  return { id: name, path, handle, lazy: lazyPage(importPage), ...extra };
}

/** The index page of a nested group such as /mypage. */
export function indexRoute(name: string, importPage: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { name };
  return { id: name, index: true, handle, lazy: lazyPage(importPage) };
}
