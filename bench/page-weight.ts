import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageWeight {
  path: string;
  scripts: { url: string; bytes: number; gzip: number }[];
  totalGzip: number;
  /** Time until the page's load event, in ms, as Chromium measured it. */
  loadMs: number;
}

/**
 * Loads a page in Debian's Chromium and sums the gzip size of every script it fetched
 * before the network went idle — what a shopper downloads before the page is interactive.
 */
export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: PageWeight['scripts'] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const loadMs = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return Math.round(nav ? nav.loadEventEnd : 0);
    });
    return { path, scripts, totalGzip: scripts.reduce((sum, s) => sum + s.gzip, 0), loadMs };
  } finally {
    await browser.close();
  }
}
