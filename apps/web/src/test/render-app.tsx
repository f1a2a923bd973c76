import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/App';
import { routes } from '@/app/router';

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

export function signIn(): void {
  document.cookie = 'tms_signed=1; path=/';
}

export function signOut(): void {
  document.cookie = 'tms_signed=; path=/; max-age=0';
}
