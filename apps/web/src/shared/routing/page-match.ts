import { matchRoutes } from 'react-router';
import { type PageEntry, pageTable } from './page-table';

const matchable = pageTable.map((entry) => ({ id: entry.name, path: entry.path }));
const byName = new Map<string, PageEntry>(pageTable.map((entry) => [entry.name, entry]));

// matchRoutes ranks the whole table and compiles each pattern on every call, and a page asks
// several times per render (layout, guard, server rendering): answers are kept per path.
const KEPT_PATHS = 500;
const kept = new Map<string, PageEntry>();

/** The page a path opens, by the router's own matching (case-insensitive, trailing slash ignored). */
export function pageAt(pathname: string): PageEntry {
  const known = kept.get(pathname);
  if (known) return known;
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const entry = (match && byName.get(match.route.id)) ?? (byName.get('not-found') as PageEntry);
  if (kept.size >= KEPT_PATHS) kept.clear();
  kept.set(pathname, entry);
  return entry;
}

export function pageNamed(name: string): PageEntry | undefined {
  return byName.get(name);
}
