import { pageWindow } from '@/shared/ui';
import styles from './ProductList.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Page buttons in windows of five, with previous and next; the current page is aria-current. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  return (
    <nav className={styles.pagination} aria-label="페이지">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="이전 페이지">
        ‹
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          onClick={() => onPage(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`${number}페이지`}
        >
          {number}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label="다음 페이지">
        ›
      </button>
    </nav>
  );
}
