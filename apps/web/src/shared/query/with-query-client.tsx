import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * Gives a page (or any lazily loaded part) the app's QueryClient. The provider is not in the
 * app shell on purpose: TanStack Query then downloads with the first page that reads data,
 * which keeps the first load of the home page small. Every wrapped part shares one cache.
 */
export function withQueryClient<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
