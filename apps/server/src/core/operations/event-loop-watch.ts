import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Ticks this often; a longer gap between two ticks is time the loop was busy with one task. */
const RESOLUTION_MS = 10;

export interface EventLoopDelay {
  /** The longest gap between two ticks (the longest the loop was kept busy, plus up to one tick). */
  maxMs: number;
  p99Ms: number;
}

/**
 * Watches the event loop while a piece of start-up work runs (perf_hooks'
 * monitorEventLoopDelay). A start that keeps the loop busy longer than a connect time-out
 * (Redis 2 s, PostgreSQL 3 s) fails its own connections, so the start logs this figure.
 */
export function watchEventLoop(): { stop: () => EventLoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    stop: () => {
      histogram.disable();
      const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e6);
      return { maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)) };
    },
  };
}
