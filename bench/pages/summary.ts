import type { PageRun } from './lighthouse-runs';

// The targets (#12): a phone sees the shop in under two seconds.
export const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, other: 100 } as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const range = (values: number[], format: (value: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

export interface PageSummary {
  path: string;
  runs: PageRun[];
}

/** One line per page: medians of the runs, with the spread of the timings, and whether each target is met. */
export function printSummary(pages: readonly PageSummary[]): boolean {
  let allMet = true;
  const rows = pages.map(({ path, runs }) => {
    const pick = (key: keyof Omit<PageRun, 'failing' | 'mainThread'>) => runs.map((run) => run[key]);
    const m = {
      performance: median(pick('performance')),
      lcpMs: median(pick('lcpMs')),
      tbtMs: median(pick('tbtMs')),
      cls: median(pick('cls')),
      accessibility: median(pick('accessibility')),
      bestPractices: median(pick('bestPractices')),
      seo: median(pick('seo')),
    };
    const met =
      m.performance >= TARGETS.performance &&
      m.lcpMs <= TARGETS.lcpMs &&
      m.tbtMs <= TARGETS.tbtMs &&
      m.cls <= TARGETS.cls &&
      m.accessibility === TARGETS.other &&
      m.bestPractices === TARGETS.other &&
      m.seo === TARGETS.other;
    allMet &&= met;
    return {
      page: path,
      perf: `${m.performance} (${range(pick('performance'), String)})`,
      FCP: `${seconds(median(pick('fcpMs')))} (${range(pick('fcpMs'), seconds)})`,
      LCP: `${seconds(m.lcpMs)} (${range(pick('lcpMs'), seconds)})`,
      TBT: `${millis(m.tbtMs)} (${range(pick('tbtMs'), millis)})`,
      CLS: m.cls.toFixed(3),
      'a11y/bp/seo': `${m.accessibility}/${m.bestPractices}/${m.seo}`,
      'KB on the wire': (median(pick('transferBytes')) / 1024).toFixed(0),
      'main-thread CPU': millis(median(runs.map((run) => run.mainThread.cpuMs))),
      targets: met ? 'met' : 'NOT MET',
    };
  });
  console.table(rows);
  for (const { path, runs } of pages) {
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    if (failing.length > 0) console.log(`  ${path} — audits under 0.9 in some run: ${failing.join(', ')}`);
  }
  return allMet;
}
