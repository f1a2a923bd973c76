import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon with 50 connections: a warm-up (2 s, or `warmupRequests` requests), then the
 * measured run. With `paths` (or `bodies`), each request takes the next path (or body) of
 * the list in turn (paths on the url's origin).
 */
export async function load(
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    seconds?: number;
    warmupRequests?: number;
    connections?: number;
    paths?: readonly string[];
    bodies?: readonly string[];
  },
): Promise<LoadResult> {
  let next = 0;
  const { paths, bodies } = options;
  const requests =
    paths || bodies
      ? [
          {
            setupRequest: (request: Request): Request => {
              const turn = next++;
              return { ...request, path: paths?.[turn % paths.length] ?? request.path, body: bodies?.[turn % bodies.length] ?? request.body };
            },
          },
        ]
      : undefined;
  const base = { url: options.url, method: options.method ?? 'GET', body: options.body, headers: options.headers, connections: options.connections ?? 50, requests };
  await autocannon(options.warmupRequests ? { ...base, amount: options.warmupRequests } : { ...base, duration: 2 });
  const result = await autocannon({ ...base, duration: options.seconds ?? 10 });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printLoad(results: readonly LoadResult[]): void {
  console.table(results.map((r) => ({ route: r.name, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })));
}
