import { matchRoutes } from 'react-router';
import { type PageEntry, pageTable } from './page-table';

const matchable = pageTable.map((entry) => ({ id: entry.name, path: entry.path }));
const byName = new Map<string, PageEntry>(pageTable.map((entry) => [entry.name, entry]));

/** The page a path opens, by the router's own matching (case-insensitive, trailing slash ignored). */
export function pageAt(pathname: string): PageEntry {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  return (match && byName.get(match.route.id)) ?? (byName.get('not-found') as PageEntry);
}

export function pageNamed(name: string): PageEntry | undefined {
  return byName.get(name);
}
