import type { PathParam } from 'react-router';
import { pageTable } from './page-table';

type Entry = (typeof pageTable)[number];
type PatternOf<Name extends Entry['name']> = Extract<Entry, { name: Name }>['path'];
type ParamsOf<Name extends Entry['name']> = { [Key in PathParam<PatternOf<Name>>]?: string | number };

const patterns = new Map<string, string>(pageTable.map((entry) => [entry.name, entry.path]));

/**
 * The address of a page from its pattern in the page table: each `:param` filled in
 * (encoded), an optional `:param?` left out when not given. A page renamed or moved in the
 * table changes every link to it, and a wrong name or parameter fails the typecheck.
 */
export function pathTo<Name extends Entry['name']>(name: Name, params: ParamsOf<Name> = {}): string {
  const pattern = patterns.get(name) ?? '/';
  const values = params as Record<string, string | number | undefined>;
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`${name} needs ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}
