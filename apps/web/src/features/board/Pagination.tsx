import { Link } from 'react-router';
import styles from './pages/Board.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

const WINDOW = 5;

/** Page links in groups of five with previous/next; the current page is marked for screen readers. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = Math.floor((Math.min(page, pageCount) - 1) / WINDOW) * WINDOW + 1;
  const pages = Array.from({ length: Math.min(WINDOW, pageCount - first + 1) }, (_, index) => first + index);
  return (
    <nav className={styles.pagination} aria-label="페이지">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={styles.pageStep}>
          이전
        </Link>
      ) : null}
      <ol>
        {pages.map((target) => (
          <li key={target}>
            <Link to={hrefFor(target)} aria-current={target === page ? 'page' : undefined} aria-label={`${target}페이지`}>
              {target}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={styles.pageStep}>
          다음
        </Link>
      ) : null}
    </nav>
  );
}
