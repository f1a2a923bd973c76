import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/playwright.config';
import { startProcess } from './processes';

// `npm run bench:browsers`: what a page visit in a fresh browser context costs the machine in
// each of Debian's two Chromium programs (docs/decisions/0022-browser-tests-in-headless-shell.md).
// Twelve visits to a product page each, until the app has taken the page over, on the
// benchmarks' database; CPU is the whole machine's (/proc/stat), since the browser's work is
// spread over its own processes.

const VISITS = Number(process.env.BROWSER_VISITS ?? 12);
const BINARIES = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];

/** The machine's busy CPU time so far, in milliseconds (every field of /proc/stat's cpu line but idle and iowait). */
function machineCpuMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busyTicks = fields.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return busyTicks * 10;
}

async function visits(executablePath: string, url: string): Promise<{ wallMs: number; cpuMs: number }> {
  const browser = await chromium.launch({ ...chromiumLaunch, executablePath });
  try {
    const cpuBefore = machineCpuMs();
    const started = Date.now();
    for (let visit = 0; visit < VISITS; visit++) {
      const context = await browser.newContext({ locale: 'ko-KR' });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await context.close();
    }
    return { wallMs: Date.now() - started, cpuMs: machineCpuMs() - cpuBefore };
  } finally {
    await browser.close();
  }
}

const shop = await startProcess('apps/server/src/main.ts', 3211, '/api/health', { NODE_ENV: 'production', DATA_DIR: process.env.BENCH_DATA_DIR ?? 'bench/.data', LOG_LEVEL: 'warn' });
try {
  const url = `${shop.url}/product/item/1000004`;
  for (const binary of [...BINARIES, ...BINARIES]) {
    const { wallMs, cpuMs } = await visits(binary, url);
    console.log(`${binary.padEnd(34)} ${VISITS} visits: wall ${(wallMs / 1000).toFixed(1)} s, machine CPU ${(cpuMs / 1000).toFixed(1)} s (${Math.round(cpuMs / VISITS)} ms a visit)`);
  }
} finally {
  await shop.stop();
}
