import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { queryClient as browserClient } from './query-client';

/** What server rendering hands every loader (React Router's requestContext). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

function serverClientOf(context: unknown): QueryClient | undefined {
  const candidate = (context as Partial<ServerLoadContext> | undefined)?.queryClient;
  return candidate && typeof candidate.fetchQuery === 'function' ? candidate : undefined;
}

/** The query client a loader fills: the render's own on the server, the app's in the browser. */
export function loaderQueryClient(context: unknown): QueryClient {
  return serverClientOf(context) ?? browserClient;
}

// Loosely typed on purpose: a page preloads queries of different answer types together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Starts a page's queries from its loader. In the browser it does not wait: the page shows
 * at once and fills in (its components already handle a pending query). On the server it
 * waits, so the HTML carries the data; a query that fails there is dropped, so the server
 * renders the same pending state the browser then starts from (no hydration mismatch), and
 * its error is returned for the loader to turn into a status.
 */
export async function preloadQueries(context: unknown, queries: readonly AnyQuery[]): Promise<unknown[]> {
  const server = serverClientOf(context);
  if (!server) {
    for (const query of queries) void browserClient.prefetchQuery(query);
    return [];
  }
  const outcomes = await Promise.all(
    queries.map((query) =>
      server.fetchQuery({ ...query, retry: false }).then(
        () => undefined,
        (error: unknown) => {
          server.removeQueries({ queryKey: query.queryKey, exact: true });
          return error;
        },
      ),
    ),
  );
  return outcomes.filter((error) => error !== undefined);
}
