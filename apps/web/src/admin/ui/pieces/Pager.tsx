import styles from '../console.module.css';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next through a paged list, with where the visitor is ("21–40 / 132건"). */
export function Pager({ page, size, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav className={styles.pager} aria-label="페이지">
      <button type="button" className={styles.pagerButton} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        이전
      </button>
      <span className={styles.pagerText} aria-live="polite">
        {first}–{last} / {total.toLocaleString('ko-KR')}건 · {page}/{pages} 페이지
      </span>
      <button type="button" className={styles.pagerButton} onClick={() => onPage(page + 1)} disabled={page >= pages}>
        다음
      </button>
    </nav>
  );
}
