import type { RouteObject } from 'react-router';
import { ConsoleErrorPage } from './ConsoleErrorPage';
import { ConsoleLayout } from './ConsoleLayout';
import { ConsoleLoading } from './ConsoleLoading';
import { frameLoader, homeLoader, sectionLoader, signInLoader } from './loaders';
import { NotFoundPage } from './NotFoundPage';
import { sections } from './sections';
import { SignInPage } from './SignInPage';

/** The console's routes, under the router's basename /admin: the sign-in page, and the frame with one route per section. */
export const consoleRoutes: RouteObject[] = [
  // Each route with a loader names what shows while the first load runs, and every leaf has a
  // Component: React Router warns in the console otherwise (issue 26).
  { path: '/sign-in', loader: signInLoader, Component: SignInPage, ErrorBoundary: ConsoleErrorPage, HydrateFallback: ConsoleLoading },
  {
    id: 'frame',
    path: '/',
    loader: frameLoader,
    // Every navigation checks the session (from the query cache, refetched once a minute).
    shouldRevalidate: () => true,
    Component: ConsoleLayout,
    ErrorBoundary: ConsoleErrorPage,
    HydrateFallback: ConsoleLoading,
    children: [
      {
        ErrorBoundary: ConsoleErrorPage,
        children: [
          // Its loader always redirects to the first section the role may open.
          { index: true, loader: homeLoader, Component: ConsoleLoading },
          ...sections.map(
            (section): RouteObject => ({
              path: section.path,
              loader: sectionLoader(section.right),
              handle: { section },
              children: [{ index: true, lazy: section.page }, ...(section.children ?? [])],
            }),
          ),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
