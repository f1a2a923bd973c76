import type { BenchBrowser } from './bench-browser';

/**
 * `concurrency` requests at a time from one signed-in browser for `seconds`, each asking the
 * path `nextPath` gives: requests, req/s and p50 / p95 / p99, and the answers that were not
 * HTTP 200 with code 0. The console benchmarks (orders, catalogue) print these rows.
 */
export async function timedLoad(kind: string, browser: BenchBrowser, nextPath: () => string, { seconds, concurrency }: { seconds: number; concurrency: number }) {
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const answer = await browser.get(nextPath());
        times.push(performance.now() - started);
        if (answer.status !== 200 || answer.body.code !== 0) errors += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (p: number) => `${(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(1)} ms`;
  return { kind, requests: times.length, 'req/s': Math.round(times.length / seconds), p50: at(50), p95: at(95), p99: at(99), errors };
}
