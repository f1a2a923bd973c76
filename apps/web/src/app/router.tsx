import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { AppLoading } from './AppLoading';
import { RootErrorBoundary, RouteErrorBoundary } from './errors';
import { RootLayout } from './RootLayout';
import { rootLoader } from './root-loader';
import { pageRoutes } from './route-table';

// Every route of spec 01 §2 comes from the page table (@/shared/routing/page-table.ts).
// Links are built with `paths` from '@/shared/routing'.

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The guards must see every navigation, not only those that change the root's params.
    shouldRevalidate: () => true,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    children: [{ id: 'pages', ErrorBoundary: RouteErrorBoundary, children: pageRoutes }],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { basename: '/', hydrationData });
}
