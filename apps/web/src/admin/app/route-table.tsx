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
  { path: '/sign-in', loader: signInLoader, Component: SignInPage, ErrorBoundary: ConsoleErrorPage },
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
          { index: true, loader: homeLoader },
          ...sections.map(
            (section): RouteObject => ({
              path: section.path,
              loader: sectionLoader(section.roles),
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
