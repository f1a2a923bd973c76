import type { QueryClient } from '@tanstack/react-query';

/**
 * A call that spends a one-time token (a social return's authToken, a verification's
 * certifyNo): React's development double-run of effects, or a page coming back to the same
 * token, must share the first call rather than make a second, which the server would refuse.
 * The call lives in the page's query client like every other answer (issue 42: no caches of
 * the web's own beside TanStack Query): callers at the same time share one request, a success
 * is kept until the client lets it go (gcTime), and a failure is not kept, so a later try calls again.
 */
export function spendOnce<T>(queryClient: QueryClient, key: readonly [string, string], call: () => Promise<T>): Promise<T> {
  return queryClient.fetchQuery({ queryKey: ['spent-once', ...key], queryFn: call, staleTime: Infinity, retry: false });
}
