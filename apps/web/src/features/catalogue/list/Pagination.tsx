import styles from './ProductList.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const WINDOW = 5;

/** Page buttons in windows of five, with previous and next; the current page is aria-current. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = Math.floor((page - 1) / WINDOW) * WINDOW + 1;
  const pages = Array.from({ length: Math.min(WINDOW, pageCount - first + 1) }, (_, index) => first + index);
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
