import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from '@/shared/ui';

/**
 * Providers every page can rely on; the router goes inside. TanStack Query's provider is
 * added per page with withQueryClient (see @/shared/query) to keep it out of the shell.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Marks the page as the app's (hydrated, or rendered by the browser), error pages included:
  // server-rendered HTML is readable before, but its buttons answer only from here on. The
  // browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <ToastProvider>{children}</ToastProvider>;
}
