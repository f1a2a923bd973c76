import type { MixRun } from './mix-run';
import type { CpuSeconds } from './process-cpu';
import { type ProcessMemory, SETTLE_SECONDS } from './process-memory';
import { SIGN_IN_EVERY_VISITS } from './shopper';

const MEMORY_GROWTH_GOAL_PERCENT = 20;

/** Requests/s and latencies per kind, then the errors; returns how many errors there were. */
export function printTraffic({ recorder, result }: MixRun, seconds: number): number {
  const summary = recorder.summary(seconds);
  const total = summary.at(-1)!.requests;
  console.log(`\nPer kind of request (a visit makes one of each, two keyword searches, and every ${SIGN_IN_EVERY_VISITS}th visit a sign-in)`);
  console.table(
    summary.map((row) => ({ kind: row.kind, requests: row.requests, share: `${((row.requests / total) * 100).toFixed(1)} %`, 'req/s': row.requestsPerSecond, 'p50 ms': row.p50, 'p99 ms': row.p99 })),
  );
  console.log(`autocannon overall: ${Math.round(result.requests.average)} req/s average, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);

  const errors = recorder.failureCount + result.errors;
  console.log(
    `\nErrors: ${errors} — goal 0: ${errors === 0 ? 'met' : 'NOT MET'} ` +
      `(answers not 2xx or code ≠ 0: ${recorder.failureCount}, of them non-2xx: ${result.non2xx}; socket errors and timeouts: ${result.errors}, of them timeouts: ${result.timeouts})`,
  );
  for (const failure of recorder.failures) console.log(`  ${failure.kind}: HTTP ${failure.status} ${failure.body}`);
  return errors;
}

/** The server's RSS after a full collection, after the warm-up and after the run, against the growth goal. */
export function printMemory(
  pid: number,
  { afterWarmUp, atEnd, afterRun }: { afterWarmUp: ProcessMemory; atEnd: ProcessMemory; afterRun: ProcessMemory },
  samples: readonly number[],
  sampleSeconds: number,
): void {
  const growth = ((afterRun.rssMb - afterWarmUp.rssMb) / afterWarmUp.rssMb) * 100;
  console.log(
    `Server memory (RSS, /proc/${pid}/status, ${SETTLE_SECONDS} s after the load stopped and after a full GC): ` +
      `${afterWarmUp.rssMb} MiB after the warm-up, ${afterRun.rssMb} MiB after the run, ` +
      `growth ${growth.toFixed(1)} % — goal < ${MEMORY_GROWTH_GOAL_PERCENT} %: ${growth < MEMORY_GROWTH_GOAL_PERCENT ? 'met' : 'NOT MET'}`,
  );
  console.log(`  uncollected: every ${sampleSeconds} s during the run ${samples.join(', ')} MiB; at its end ${atEnd.rssMb} MiB; peak ${afterRun.peakRssMb} MiB`);
}

/** Where the cores went during the run: load generator, server and database share the machine. */
export function printCpu(seconds: number, cpuSeconds: CpuSeconds): void {
  const percent = (used: number) => `${Math.round((used / seconds) * 100)} %`;
  console.log(
    `CPU during the run (100 % = one core): server ${percent(cpuSeconds.server)}, PostgreSQL ${percent(cpuSeconds.postgres)}, ` +
      `load generator ${percent(cpuSeconds.loadGenerator)}`,
  );
}
