import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/browser';
import styles from './lists.module.css';

interface ListPageProps {
  /** The h1's id, which names the section. */
  id: string;
  /** The page's heading and the document's title. */
  title: string;
  /** What acts on the whole list (전체 삭제), beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A mypage list of saved things (위시리스트, 최근 본 상품, 스크랩): a section named by its heading. */
export function ListPage({ id, title, actions, children }: ListPageProps) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={id}>
      <div className={styles.titleRow}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
