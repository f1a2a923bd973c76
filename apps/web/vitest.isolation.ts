import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The web tests run in two Vitest projects (vitest.config.ts at the root). Most files share
// their worker's modules and jsdom window (isolate: false): importing React, the router and the
// app again for each of ~130 files, and building a window for each, was most of the web tests'
// time (168 s alone on this machine's two cores; 48 s shared, issue 42). A file that cannot
// share runs in a world of its own (web-isolated):
// - it replaces modules (vi.mock, vi.doMock, vi.resetModules), which would leak into the files
//   after it, or reads a module's state as the page found it at load;
// - it stands in for fetch and counts what the page asks (vi.stubGlobal('fetch'), or the kits'
//   stubConsole, stubFetch, stubApi): in a shared window a list an earlier file left running
//   asked too (seen: the product list's search in a coupon dialog's calls, issue 42);
// - or it says why in a line `// isolated: <reason>`.
const NEEDS_OWN_WORLD = /\bvi\.(mock|doMock|resetModules)\(|^\/\/ isolated: /m;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const webRoot = import.meta.dirname;

/** The web test files (relative to apps/web) that must not share a worker's modules and window. */
export const isolatedWebTests: string[] = testFiles(path.join(webRoot, 'src'))
  .filter((file) => NEEDS_OWN_WORLD.test(readFileSync(file, 'utf8')))
  .map((file) => path.relative(webRoot, file).split(path.sep).join('/'));
