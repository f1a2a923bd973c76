import type { PageRun } from './lighthouse-runs';

/**
 * The Lighthouse gate's rule for one page (bench/lighthouse-gate.ts). A page meets its floor
 * in a run when Lighthouse's performance and TBT are within it and its main thread used no
 * more CPU than the floor allows. A run on a busy host, where the page's main thread got less
 * than `minMainThreadShare` of the wall time its tasks took, measures the host rather than the
 * page: it does not count for or against Lighthouse's figures and the gate tries again. When
 * every run was busy, what still holds is the page's own work: its main-thread CPU and the
 * blocking time counted from it (main-thread.ts), and they alone decide.
 */
export interface Floor {
  performance: number;
  tbtMs: number;
  mainThreadCpuMs: number;
  /** Blocking time counted from the main thread's CPU (main-thread.ts), whole trace. */
  cpuBlockingMs: number;
}

export type Verdict =
  | { passed: true; how: 'met'; run: PageRun }
  | { passed: boolean; how: 'busy-host'; run: PageRun }
  | { passed: false; how: 'missed'; run: PageRun };

export const busy = (run: PageRun, minMainThreadShare: number) => run.mainThread.share < minMainThreadShare;

/** The page's own work: its main thread's CPU, and the blocking time counted from that CPU. */
export const withinCpu = (run: PageRun, floor: Floor) => run.mainThread.cpuMs <= floor.mainThreadCpuMs && run.mainThread.cpuBlockingMs <= floor.cpuBlockingMs;

export const meets = (run: PageRun, floor: Floor) => run.performance >= floor.performance && run.tbtMs <= floor.tbtMs && withinCpu(run, floor);

/** Whether the gate has what it needs: a clean run that meets the floor, or no runs left. */
export function settled(runs: readonly PageRun[], floor: Floor, minMainThreadShare: number, maxRuns: number): boolean {
  return runs.length >= maxRuns || runs.some((run) => !busy(run, minMainThreadShare) && meets(run, floor));
}

export function verdictOf(runs: readonly PageRun[], floor: Floor, minMainThreadShare: number): Verdict {
  if (runs.length === 0) throw new Error('the gate needs at least one run');
  const clean = runs.filter((run) => !busy(run, minMainThreadShare));
  const passing = clean.find((run) => meets(run, floor));
  if (passing) return { passed: true, how: 'met', run: passing };
  if (clean.length === 0) {
    const within = runs.find((run) => withinCpu(run, floor));
    return { passed: within !== undefined, how: 'busy-host', run: within ?? runs[runs.length - 1]! };
  }
  return { passed: false, how: 'missed', run: clean[clean.length - 1]! };
}
