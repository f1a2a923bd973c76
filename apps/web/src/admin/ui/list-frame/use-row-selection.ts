import { useState } from 'react';

/** Chosen rows by key, kept across the pages of one search (`scope`); another search starts afresh. */
export function useRowSelection<Row, Key>(keyOf: (row: Row) => Key, scope: string) {
  const [selection, setSelection] = useState({ scope, rows: new Map<Key, Row>() });
  const selected = selection.scope === scope ? selection.rows : new Map<Key, Row>();
  const select = (rows: readonly Row[], on: boolean) => {
    const next = new Map(selected);
    for (const row of rows) if (on) next.set(keyOf(row), row);
    else next.delete(keyOf(row));
    setSelection({ scope, rows: next });
  };
  return {
    selected,
    size: selected.size,
    keys: () => [...selected.keys()],
    rows: () => [...selected.values()],
    has: (row: Row) => selected.has(keyOf(row)),
    /** Every row of `rows` chosen (false for none). */
    allOf: (rows: readonly Row[]) => rows.length > 0 && rows.every((row) => selected.has(keyOf(row))),
    select,
    clear: () => setSelection({ scope, rows: new Map() }),
  };
}

export type RowSelection<Row, Key = unknown> = ReturnType<typeof useRowSelection<Row, Key>>;
