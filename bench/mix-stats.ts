// What the shopper mix measured: every response's latency by kind of request, and the
// failures (HTTP errors and the shop's own refusals, which keep HTTP 200 with code ≠ 0).

export const requestKinds = [
  'home',
  'banners',
  'code list',
  'category list',
  'keyword search',
  'product detail',
  'product options',
  'cart add',
  'cart list',
  'cart delete',
  'sign-in',
] as const;
export type RequestKind = (typeof requestKinds)[number];

export interface Failure {
  kind: RequestKind;
  status: number;
  body: string;
}

/** Failures kept for printing; the rest are only counted. */
const FAILURES_KEPT = 5;

export class MixRecorder {
  private readonly latencies = new Map<RequestKind, number[]>(requestKinds.map((kind) => [kind, []]));
  readonly failures: Failure[] = [];
  failureCount = 0;

  record(kind: RequestKind, milliseconds: number): void {
    this.latencies.get(kind)!.push(milliseconds);
  }

  fail(kind: RequestKind, status: number, body: string): void {
    this.failureCount++;
    if (this.failures.length < FAILURES_KEPT) this.failures.push({ kind, status, body: body.slice(0, 300) });
  }

  /** Requests/s and latency percentiles per kind and over all, for a run of `seconds`. */
  summary(seconds: number): KindSummary[] {
    const all = [...this.latencies.values()].flat();
    return [...requestKinds.map((kind) => summarize(kind, this.latencies.get(kind)!, seconds)), summarize('all', all, seconds)];
  }
}

export interface KindSummary {
  kind: RequestKind | 'all';
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

function summarize(kind: KindSummary['kind'], latencies: number[], seconds: number): KindSummary {
  const sorted = latencies.toSorted((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { kind, requests: sorted.length, requestsPerSecond: round(sorted.length / seconds), p50: round(percentile(50)), p99: round(percentile(99)) };
}
