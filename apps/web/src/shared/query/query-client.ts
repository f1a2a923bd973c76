import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';

const MAX_RETRIES = 2;

/**
 * Retrying cannot change a refusal: 4xx answers and business codes (code ≠ 0 on a 200) fail
 * straight away, and so does a request the caller aborted. Network trouble, time-outs and
 * 5xx get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'code' || error.kind === 'aborted') return false;
  return !(error.status >= 400 && error.status < 500);
}

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
