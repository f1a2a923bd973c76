export { createQueryClient, queryClient, shouldRetry } from './query-client';
export { withQueryClient } from './with-query-client';
export { loaderQueryClient, preloadQueries, type ServerLoadContext } from './preload';
export { spendOnce } from './spend-once';
