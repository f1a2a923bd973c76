import { formatNumber } from '@maru/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/shared/ui/Spinner';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { type Column, DataTable } from './DataTable';
import { Pager } from './Pager';
import { QueryFailure } from './QueryFailure';
import styles from '../console.module.css';

interface ResultTableProps<Row> {
  /** A search's answer: one page of rows and how many there are in all (a list without pages: its rows). */
  query: UseQueryResult<{ list: Row[]; total?: number }>;
  /** What a row is, for the spinner, the caption and the empty message ("주문" → "주문 12건"). */
  noun: string;
  /** Said while the first page loads ("주문을 찾는 중"). */
  loading: string;
  /** Said when nothing matches ("조건에 맞는 주문이 없습니다."). */
  empty: string;
  columns: readonly Column[];
  /** One row's <tr>, with its key. */
  row: (row: Row) => ReactNode;
  /** Paging, when the list has pages. */
  pages?: { page: number; size: number; onPage: (page: number) => void };
  /** Headings that stay in view over a long page (DataTable's stickyHeader). */
  stickyHeader?: boolean;
}

/**
 * The console's search result: the spinner while it loads, the server's reason and a retry
 * when it fails, a sentence when nothing matches, else the table (its row count read to
 * screen readers in the caption) and the pager. Every console list page shows its result so.
 */
export function ResultTable<Row>({ query, noun, loading, empty, columns, row, pages, stickyHeader }: ResultTableProps<Row>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <QueryFailure error={query.error} retry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <p className={styles.empty}>{empty}</p>;
  const total = query.data.total ?? query.data.list.length;
  return (
    <>
      <DataTable
        columns={columns}
        stickyHeader={stickyHeader}
        caption={
          <VisuallyHidden>
            {noun} {formatNumber(total)}건
          </VisuallyHidden>
        }
      >
        {query.data.list.map(row)}
      </DataTable>
      {pages ? <Pager page={pages.page} size={pages.size} total={total} onPage={pages.onPage} /> : null}
    </>
  );
}
