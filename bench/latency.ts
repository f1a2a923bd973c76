export interface LatencyResult {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * One client, one request at a time: the latency a shopper sees for a query, without
 * queueing behind other requests. A few warm-up calls first, then `runs` measured ones.
 */
export async function measureLatency(name: string, call: () => Promise<Response>, runs = 200): Promise<LatencyResult> {
  for (let i = 0; i < 10; i++) await (await call()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { name, runs, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1) ?? 0) };
}

export function printLatency(results: readonly LatencyResult[], goals: Record<string, number>): void {
  console.table(
    results.map((r) => ({ query: r.name, runs: r.runs, 'p50 ms': r.p50, 'p95 ms': r.p95, 'max ms': r.max, 'goal p95 ms': goals[r.name] ?? '', met: goals[r.name] === undefined ? '' : r.p95 <= goals[r.name]! ? 'yes' : 'NO' })),
  );
}
