import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/App';
import { routes } from '@/app/router';
import { ToastProvider } from '@/shared/ui';

/** Renders the real route table at a URL, with the app's providers. */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** A query client for one test: a failed call shows at once instead of being retried. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * A feature's own routes at a URL, with what features expect around them: a query client
 * (pass one to seed its cache) and, unless `toasts: false` (a test that reads the page's own
 * status line), the toast host.
 */
export function renderRoutes(featureRoutes: RouteObject[], url: string, { client = testQueryClient(), toasts = true }: { client?: QueryClient; toasts?: boolean } = {}) {
  const router = createMemoryRouter(featureRoutes, { initialEntries: [url] });
  const routed = <RouterProvider router={router} />;
  const view = render(<QueryClientProvider client={client}>{toasts ? <ToastProvider>{routed}</ToastProvider> : routed}</QueryClientProvider>);
  return { router, client, ...view };
}

export function signIn(): void {
  document.cookie = 'tms_signed=1; path=/';
}

export function signOut(): void {
  document.cookie = 'tms_signed=; path=/; max-age=0';
}
