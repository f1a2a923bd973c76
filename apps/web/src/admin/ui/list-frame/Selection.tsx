import { formatNumber } from '@maru/domain';
import type { ReactNode } from 'react';
import styles from '../console.module.css';
import frame from './list-frame.module.css';
import type { RowSelection } from './use-row-selection';

/** The heading's box: chooses (or lets go of) every row on the page. */
export function SelectAllBox<Row>({ selection, rows, label }: { selection: RowSelection<Row>; rows: readonly Row[]; label: string }) {
  return <input type="checkbox" aria-label={label} checked={selection.allOf(rows)} onChange={(event) => selection.select(rows, event.target.checked)} />;
}

/** A row's first cell: its box in the selection. */
export function SelectCell<Row>({ selection, row, label }: { selection: RowSelection<Row>; row: Row; label: string }) {
  return (
    <td className={frame.checkCell}>
      <input type="checkbox" aria-label={label} checked={selection.has(row)} onChange={(event) => selection.select([row], event.target.checked)} />
    </td>
  );
}

interface BulkBarProps {
  /** The toolbar's name ("선택한 상품 일괄 변경"). */
  label: string;
  count: number;
  onClear: () => void;
  /** The bulk actions' buttons. */
  children: ReactNode;
}

/** What can be done to the chosen rows, with how many there are and a way to let go of them; nothing when none is chosen. */
export function BulkBar({ label, count, onClear, children }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <div className={frame.bulkBar} role="toolbar" aria-label={label}>
      <span className={frame.bulkCount} aria-live="polite">
        {formatNumber(count)}개 선택
      </span>
      {children}
      <button type="button" className={styles.linkButton} onClick={onClear}>
        선택 해제
      </button>
    </div>
  );
}
