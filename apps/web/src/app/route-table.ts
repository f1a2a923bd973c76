import type { LoaderFunction, RouteObject } from 'react-router';
import { pageTable, type PageEntry, type RouteHandle } from '@/shared/routing';
import { lazyPage } from './lazy-page';
import { importPageFile } from './page-modules';
import { routeRedirectLoader } from './route-redirect';

// Loaders that belong to the app rather than to a page file.
const appLoaders: Readonly<Record<string, LoaderFunction>> = { route: routeRedirectLoader };

/** One router entry per page table row: its name is the route id and handle name; its file loads on demand. */
function pageRoute(entry: PageEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name };
  const lazy = lazyPage(importPageFile(entry.file), appLoaders[entry.name]);
  return entry.path === '/' ? { id: entry.name, index: true, handle, lazy } : { id: entry.name, path: entry.path, handle, lazy };
}

export const pageRoutes: RouteObject[] = pageTable.map(pageRoute);
