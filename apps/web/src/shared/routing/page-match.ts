import { matchRoutes } from 'react-router';
import { type PageEntry, pageTable } from './page-table';

type Matchable = { id: string; path: string };

const matchable: Matchable[] = pageTable.map((entry) => ({ id: entry.name, path: entry.path }));
const byName = new Map<string, PageEntry>(pageTable.map((entry) => [entry.name, entry]));

// matchRoutes ranks every route it is given and compiles each pattern on every call, which
// cost ~0.7 ms per server-rendered product page (issue 23's profile): each path differs, so
// the answers kept below rarely help there. A path can only match a route whose first
// segment is the path's own or a pattern (':id', 'x?', '*'), so each first segment gets
// its own short list, in the table's order, which keeps the router's ranking among them.
const firstSegment = (path: string) => path.split('/').find((segment) => segment !== '') ?? '';
const isPattern = (segment: string) => segment.startsWith(':') || segment.endsWith('?') || segment.includes('*');
const firstOf = (route: Matchable) => firstSegment(route.path).toLowerCase();
const anyFirst = matchable.filter((route) => isPattern(firstOf(route)));
const byFirst = new Map<string, Matchable[]>();
for (const segment of new Set(matchable.map(firstOf).filter((first) => !isPattern(first)))) {
  byFirst.set(segment, matchable.filter((route) => firstOf(route) === segment || anyFirst.includes(route)));
}

function routesFor(pathname: string): Matchable[] {
  let segment = firstSegment(pathname);
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // The router matches such a path as it is, and so does the whole table.
    return matchable;
  }
  return byFirst.get(segment.toLowerCase()) ?? anyFirst;
}

// A page asks several times per render (layout, guard, server rendering): answers are kept per path.
const KEPT_PATHS = 500;
const kept = new Map<string, PageEntry>();

/** The page a path opens, by the router's own matching (case-insensitive, trailing slash ignored). */
export function pageAt(pathname: string): PageEntry {
  const known = kept.get(pathname);
  if (known) return known;
  const match = matchRoutes(routesFor(pathname), pathname)?.at(-1);
  const entry = (match && byName.get(match.route.id)) ?? (byName.get('not-found') as PageEntry);
  if (kept.size >= KEPT_PATHS) kept.clear();
  kept.set(pathname, entry);
  return entry;
}

export function pageNamed(name: string): PageEntry | undefined {
  return byName.get(name);
}
