import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageWeight {
  path: string;
  scripts: { url: string; bytes: number; gzip: number; beforeLoad: boolean }[];
  /** gzip bytes of the scripts fetched before the load event: what the page needs to be interactive. */
  beforeLoadGzip: number;
  /** gzip bytes of every script fetched until the network went idle (lazy chunks included). */
  totalGzip: number;
  /** Time until the page's load event, in ms, as Chromium measured it. */
  loadMs: number;
}

/**
 * Loads a page in Debian's Chromium and sums the gzip size of the scripts it fetched: those
 * that arrived before the load event (the entry, its preloads and the route's own chunk:
 * what the page needs to become interactive) and all of them once the network is idle.
 */
export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: PageWeight['scripts'] = [];
    const pending: Promise<void>[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const beforeLoad = !loaded;
      pending.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, beforeLoad });
          }),
      );
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const loadMs = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return Math.round(nav ? nav.loadEventEnd : 0);
    });
    const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzip, 0);
    return { path, scripts, beforeLoadGzip: sum(scripts.filter((script) => script.beforeLoad)), totalGzip: sum(scripts), loadMs };
  } finally {
    await browser.close();
  }
}
