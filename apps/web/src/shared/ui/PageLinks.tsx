import { Link } from 'react-router';
import styles from './PageLinks.module.css';
import { pageWindow } from './page-window';

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The address of a page, so every page is a real link (open in a new tab, back and forward). */
  hrefFor: (page: number) => string;
}

/** Page links in groups of five with previous and next; the current page is aria-current. */
export function PageLinks({ page, pageCount, hrefFor }: PageLinksProps) {
  if (pageCount <= 1) return null;
  // A page past the end (an old link) shows the last group.
  const pages = pageWindow(Math.min(page, pageCount), pageCount);
  return (
    <nav className={styles.pagination} aria-label="페이지">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} aria-label="이전 페이지">
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
        <Link to={hrefFor(page + 1)} aria-label="다음 페이지">
          다음
        </Link>
      ) : null}
    </nav>
  );
}
