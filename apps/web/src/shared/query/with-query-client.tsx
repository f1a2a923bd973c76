import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext } from 'react';
import { queryClient } from './query-client';

/**
 * Gives a page (or any lazily loaded part) the app's QueryClient. The provider is not in the
 * app shell on purpose: TanStack Query then downloads with the first page that reads data,
 * which keeps the first load of the home page small. Every wrapped part shares one cache.
 * Under a provider already (server rendering gives each request its own client) it adds none.
 */
export function withQueryClient<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    const outer = useContext(QueryClientContext);
    if (outer) return <Page {...props} />;
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
