import type { ReactNode } from 'react';
import styles from './console.module.css';

interface DataTableProps {
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** Said to screen readers as the table's name, when it has one. */
  caption?: ReactNode;
  /** The <tr>s of the body. */
  children: ReactNode;
  /** A long list: the table scrolls inside its own box and the headings stay in view. */
  stickyHeader?: boolean;
}

/** A console table: scrolls sideways on its own when narrow, headings as column headers. */
export function DataTable({ columns, caption, children, stickyHeader = false }: DataTableProps) {
  return (
    <div className={styles.tableWrap} data-sticky={stickyHeader || undefined}>
      <table className={styles.table}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
