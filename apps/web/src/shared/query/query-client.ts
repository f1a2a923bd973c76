import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './should-retry';

export { shouldRetry };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app-wide client; route loaders outside React reach the same cache through it. */
export const queryClient = createQueryClient();
