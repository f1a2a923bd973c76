import type { StaffRight } from '@maru/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * One console section: its place in the side navigation and its routes under /admin/<path>.
 * A section folder declares its sections in its index.ts, the only file the console shell
 * reads of it (admin/app/sections.tsx lists them in navigation order):
 *
 *     export const ordersSection: ConsoleSection = {
 *       path: 'orders', label: '주문 관리', right: 'orders',
 *       page: pageOf(() => import('./OrdersPage'), 'OrdersPage'),
 *       children: [{ path: ':orderNo', lazy: pageOf(() => import('./OrderDetailPage'), 'OrderDetailPage') }],
 *     };
 */
export interface ConsoleSection {
  /** The path segment under /admin. */
  path: string;
  /** The navigation's and the page's Korean name. */
  label: string;
  /** The right that shows the section (issue 28): the one its server section is guarded by. */
  right: StaffRight;
  /** The section's first page, loaded when the section is opened (its own chunk). */
  page: () => Promise<{ Component: ComponentType }>;
  /** Further pages of the section (detail views), relative to its path. */
  children?: RouteObject[];
}

/** A page file's component as a route loads it: the file is its own chunk, fetched on first visit. */
export function pageOf<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): () => Promise<{ Component: ComponentType }> {
  return () => load().then((module) => ({ Component: module[name] }));
}
