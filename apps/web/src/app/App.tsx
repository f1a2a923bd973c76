import type { ReactNode } from 'react';
import { ToastProvider } from '@/shared/ui';

/**
 * Providers every page can rely on; the router goes inside. TanStack Query's provider is
 * added per page with withQueryClient (see @/shared/query) to keep it out of the shell.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
