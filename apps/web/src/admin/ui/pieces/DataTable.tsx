import { isValidElement, type ReactNode } from 'react';
import styles from '../console.module.css';

/** A heading the table can be sorted by: its words, the order in force, and what a click asks for. */
export interface SortableColumn {
  label: string;
  /** 'none': sortable, but the table is sorted by another column. */
  sort: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}

export type Column = ReactNode | SortableColumn;

/**
 * A heading that sorts by one column both ways: the first click asks for `first` (the order
 * operators want first: newest, largest), the next for the other. `current` is the list's sort.
 */
export function twoWaySort<Sort extends string>(label: string, current: Sort, orders: { descending: Sort; ascending: Sort; first: 'descending' | 'ascending' }, onSort: (sort: Sort) => void): SortableColumn {
  const sort = current === orders.descending ? 'descending' : current === orders.ascending ? 'ascending' : 'none';
  const next = sort === 'none' ? orders[orders.first] : sort === 'descending' ? orders.ascending : orders.descending;
  return { label, sort, onSort: () => onSort(next) };
}

const isSortable = (column: Column): column is SortableColumn => typeof column === 'object' && column !== null && !isValidElement(column) && 'onSort' in column;

interface DataTableProps {
  /** The column headings, in order; a sortable one is a button and says its order (aria-sort). */
  columns: readonly Column[];
  /** Said to screen readers as the table's name, when it has one. */
  caption?: ReactNode;
  /** The <tr>s of the body. */
  children: ReactNode;
  /** A long list: the table scrolls inside its own box and the headings stay in view. */
  stickyHeader?: boolean;
}

const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A console table: scrolls sideways on its own when narrow, headings as column headers. */
export function DataTable({ columns, caption, children, stickyHeader = false }: DataTableProps) {
  return (
    <div className={styles.tableWrap} data-sticky={stickyHeader || undefined}>
      <table className={styles.table}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) =>
              isSortable(column) ? (
                <th key={index} scope="col" aria-sort={column.sort}>
                  <button type="button" className={styles.sortButton} onClick={column.onSort}>
                    {column.label}
                    <span aria-hidden="true" className={styles.sortArrow} data-active={column.sort !== 'none' || undefined}>
                      {arrows[column.sort]}
                    </span>
                  </button>
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
