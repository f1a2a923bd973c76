import LHTraceProcessor from 'lighthouse/core/lib/lh-trace-processor.js';

/**
 * What the page's main thread did while Lighthouse loaded it, from the run's trace: the CPU
 * time of its tasks (`tdur`, the thread's own clock) and the wall time they took (`dur`).
 *
 * Lighthouse simulates a phone from the wall times, so on a host where other processes take the
 * core the page's tasks run on, a 10 ms task can stretch to 80 ms and count as blocking
 * (seen here with the machine held to one core: TBT 700–1,400 ms for the same 160–210 ms of
 * main-thread CPU that gives TBT 20–50 ms on the idle machine). `share`, CPU over wall, shows
 * that: 0.38–0.49 on the idle two-core machine, 0.23–0.26 held to one core.
 */
export interface MainThreadWork {
  cpuMs: number;
  wallMs: number;
  share: number;
  /**
   * Lighthouse's blocking time (each task's time past 50 ms) counted from the tasks' CPU time
   * at the run's slowdown, so a host that took the core away does not make a task long.
   */
  cpuBlockingMs: number;
}

interface TaskEvent {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
}

const LONG_TASK_MS = 50;

/** Sums the main thread's top-level tasks (microseconds in the trace), at a CPU slowdown. */
export function mainThreadWorkOf(events: readonly TaskEvent[], cpuSlowdown: number): MainThreadWork {
  let cpu = 0;
  let wall = 0;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    wall += event.dur ?? 0;
    cpu += event.tdur ?? 0;
    blocking += Math.max(0, ((event.tdur ?? 0) / 1000) * cpuSlowdown - LONG_TASK_MS);
  }
  return { cpuMs: cpu / 1000, wallMs: wall / 1000, share: wall > 0 ? cpu / wall : 0, cpuBlockingMs: blocking };
}

/** The main thread of the page Lighthouse navigated to, found as Lighthouse finds it. */
export function mainThreadWork(trace: { traceEvents: unknown[] }, cpuSlowdown: number): MainThreadWork {
  const { mainThreadEvents } = LHTraceProcessor.processTrace(trace as never);
  return mainThreadWorkOf(mainThreadEvents as TaskEvent[], cpuSlowdown);
}
