import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/App';
import { reloadOnChunkErrors, setChunkReloadTarget } from '@/app/chunk-reload';
import { takeRenderedState } from '@/app/hydration-state';
import { createAppRouter, routes } from '@/app/router';
import { scheduleSessionStart } from '@/app/session-start';
// Straight from the file so the HTTP clients stay out of the first download.
import { setApiNavigator } from '@/shared/api/api-navigation';

/** Loads the lazy routes of the current URL, so the first render is the page itself, as the server rendered it. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      (route as RouteObject).lazy = undefined;
    }),
  );
}

/** Hydrates a server-rendered page from the state it came with, or renders the shell's page. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  reloadOnChunkErrors();
  const hydrationData = takeRenderedState();
  if (hydrationData) {
    await resolveLazyRoutes();
    // The page's modules (its schemas are built as they load) and the start of hydration
    // were one long task; the browser gets a turn between them.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const router = createAppRouter(hydrationData);
  setChunkReloadTarget(() => {
    const next = router.state.navigation.location;
    return next ? createPath(next) : undefined;
  });
  setApiNavigator((to) => void router.navigate(to));
  // The root loader schedules it too, but a hydrated page does not run its loaders.
  scheduleSessionStart();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration is done in slices between which the browser can paint and
  // answer input, rather than as one long task (Lighthouse TBT about halved on this machine).
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
