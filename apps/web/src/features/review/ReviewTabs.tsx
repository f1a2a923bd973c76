import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { PageLinks } from '@/shared/ui';
import styles from './review.module.css';

type ReviewTab = 'before' | 'register';

const TABS: Record<ReviewTab, { label: string; path: () => string }> = {
  before: { label: '작성 가능한 리뷰', path: () => paths.mypage.reviewBefore() },
  register: { label: '내가 쓴 리뷰', path: () => paths.mypage.reviewRegister() },
};

/** The page of a tab's list the address asks for (?page=), within what the server pages through. */
export function useReviewListPage(): number {
  const [search] = useSearchParams();
  return Math.max(1, Math.min(10_000, Number(search.get('page')) || 1));
}

/** 상품 리뷰 with its tabs, 작성 가능한 리뷰 | 내가 쓴 리뷰; the page is titled by the current one. */
export function ReviewTabs({ current, children }: { current: ReviewTab; children: ReactNode }) {
  usePageTitle(TABS[current].label);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>상품 리뷰</h1>
      <nav className={styles.tabs} aria-label="리뷰">
        {(['before', 'register'] as const).map((tab) => (
          <Link key={tab} to={TABS[tab].path()} aria-current={current === tab ? 'page' : undefined}>
            {TABS[tab].label}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}

/** The current tab's page links; the first page is the bare address. */
export function ReviewPageLinks({ current, page, total, size }: { current: ReviewTab; page: number; total: number; size: number }) {
  return <PageLinks page={page} pageCount={Math.ceil(total / size)} hrefFor={(target) => `${TABS[current].path()}${target > 1 ? `?page=${target}` : ''}`} />;
}
