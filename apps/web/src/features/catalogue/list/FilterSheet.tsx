import { formatNumber } from '@maru/domain';
import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '@/shared/ui';
import styles from './ProductList.module.css';

interface FilterSheetProps {
  /** Filters chosen now; shown on the button. */
  activeCount: number;
  /** Products the current choice finds, for the sheet's confirm button. */
  resultCount: number | undefined;
  onClear: () => void;
  /** The same categories and filter panel the side column shows on wide screens. */
  children: ReactNode;
}

/**
 * On phones the filters wait behind a 필터 button, so products are the first thing below the
 * title; they open as a bottom sheet (the Dialog's phone layout). Choices apply at once, as
 * in the side column; 상품 N개 보기 only closes the sheet.
 */
export function FilterSheet({ activeCount, resultCount, onClear, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        aria-label={activeCount > 0 ? `필터, ${activeCount}개 적용됨` : '필터'}
        onClick={() => setOpen(true)}
      >
        필터
        {activeCount > 0 ? (
          <span className={styles.filterBadge} aria-hidden="true">
            {activeCount}
          </span>
        ) : null}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="필터"
        footer={
          <div className={styles.sheetActions}>
            <Button variant="secondary" onClick={onClear} disabled={activeCount === 0}>
              초기화
            </Button>
            <Button onClick={close}>{resultCount === undefined ? '상품 보기' : `상품 ${formatNumber(resultCount)}개 보기`}</Button>
          </div>
        }
      >
        <div className={styles.sheetBody}>{children}</div>
      </Dialog>
    </>
  );
}
