import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageAt } from './page-match';
import { pageTable } from './page-table';

// pageAt matches a path against only the routes its first segment can reach; the answer must
// be the one the router gives over the whole table.
const wholeTable = pageTable.map((entry) => ({ id: entry.name, path: entry.path }));
const byWholeTable = (pathname: string) => matchRoutes(wholeTable, pathname)?.at(-1)?.route.id ?? 'not-found';

const segment = fc.oneof(
  fc.constantFrom(...new Set(pageTable.flatMap((entry) => entry.path.split('/')).filter((part) => part !== '' && !part.startsWith(':') && part !== '*'))),
  fc.constantFrom('12', 'seongsu', 'PRODUCT', 'Item', '%70roduct', '%E0%A4', '성수', ''),
  // Any text but what ends a URL's path ('?' and '#' never reach a pathname).
  fc.string({ maxLength: 6 }).filter((text) => !/[?#]/.test(text)),
);
const pathname = fc.array(segment, { maxLength: 5 }).chain((parts) => fc.constantFrom(`/${parts.join('/')}`, `/${parts.join('/')}/`));

describe('pageAt', () => {
  it('names the page the router finds over the whole table, for any path', () => {
    fc.assert(
      fc.property(pathname, (path) => {
        expect(pageAt(path).name, path).toBe(byWholeTable(path));
      }),
      { numRuns: 2_000 },
    );
    // About 2 s alone; a CI host busy with other suites stretched it past vitest's 15 s.
  }, 60_000);

  it('finds every page of the table from its pattern filled in', () => {
    for (const entry of pageTable) {
      const path = entry.path.replace(/:[^/]+\?/g, '').replace(/:[^/]+/g, '7').replace('*', 'anything/here');
      expect(pageAt(path).name, path).toBe(byWholeTable(path));
    }
  });
});
