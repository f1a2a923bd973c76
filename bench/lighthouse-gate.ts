import budgets from '../apps/web/startup-budgets.json' with { type: 'json' };
import { lighthouseRunWithRetry, type PageRun } from './pages/lighthouse-runs';
import { startProcess } from './processes';

// `npm run test:lighthouse` (the last step of npm test): Lighthouse on the home page and a
// product page of the production server, one run each and one more if the first misses,
// against the floors in apps/web/startup-budgets.json. Exits 1 when a page misses both
// times. The shop runs on the benchmarks' database (bench/.data, the 3,000-product
// catalogue, seeded with its pictures on the first run).

type Floor = { performance: number; tbtMs: number };
const floors = budgets.lighthouse.pages as Record<string, Floor>;

const shop = await startProcess('apps/server/src/main.ts', 3209, '/api/health', { NODE_ENV: 'production', DATA_DIR: 'bench/.data', LOG_LEVEL: 'warn' });
let failed = false;
try {
  const targets: [string, string][] = [
    ['/', '/'],
    ['product', await firstProductPath(shop.url)],
  ];
  for (const [name, path] of targets) {
    const floor = floors[name];
    if (!floor) throw new Error(`startup-budgets.json has no Lighthouse floor for ${name}`);
    const meets = (run: PageRun) => run.performance >= floor.performance && run.tbtMs <= floor.tbtMs;
    const first = await lighthouseRunWithRetry(`${shop.url}${path}`);
    const run = meets(first) ? first : await lighthouseRunWithRetry(`${shop.url}${path}`);
    const line = `${path.padEnd(24)} performance ${run.performance} (floor ${floor.performance}), TBT ${Math.round(run.tbtMs)} ms (at most ${floor.tbtMs}), LCP ${(run.lcpMs / 1000).toFixed(1)} s, CLS ${run.cls.toFixed(3)}`;
    if (meets(run)) console.log(`ok   ${line}${run === first ? '' : ' (second run)'}`);
    else {
      failed = true;
      console.log(`FAIL ${line}, first run: performance ${first.performance}, TBT ${Math.round(first.tbtMs)} ms`);
    }
  }
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);

/** The first product the rendered list page links to. */
async function firstProductPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/product/list`)).text();
  const match = /href="(\/product\/item\/\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('no product on the list page');
  return match[1];
}
