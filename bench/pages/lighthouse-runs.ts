import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type MainThreadWork, mainThreadWork } from './main-thread';

// Lighthouse 12.8 with its mobile defaults (Moto G Power emulation, simulated slow 4G and a
// 4x slower CPU) in Debian's Chromium, as a new visitor: a fresh profile for every run. Each
// run also reads from its trace what the page's main thread did (main-thread.ts).

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What went over the wire, compressed as the browser received it. */
  transferBytes: number;
  /** Audits under 0.9 in a category, to show why a score is short. */
  failing: string[];
  /** Lighthouse's measure of the host's CPU at the start of the run (higher is faster). */
  benchmarkIndex: number;
  /** The page's main thread during the load, as the host ran it. */
  mainThread: MainThreadWork;
}

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  title: string;
  scoreDisplayMode: string;
}

export async function lighthouseRun(url: string): Promise<PageRun> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
      .map(([id, audit]) => `${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferBytes: value('total-byte-weight'),
      failing,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      mainThread: mainThreadWork(result.artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace (NO_NAVSTART); such a run is tried again, up to twice. */
export async function lighthouseRunWithRetry(url: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
