import type { BookmarkKind } from '@maru/domain';
import { Link, useSearchParams } from 'react-router';
import { ExhibitionBookmarks } from '@/features/exhibition';
import { StylingBookmarks } from '@/features/styling';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import styles from '../lists/lists.module.css';
import tabs from './BookmarkPage.module.css';

/**
 * 스크랩: the member's bookmarked styling pages and exhibitions, one kind at a time. The kind
 * is in the address (?tab=exhibition), so reloading or going back keeps it; each list pages
 * with its own parameter.
 */
const kinds: Record<BookmarkKind, string> = { styling: '스타일링', exhibition: '기획전' };

const kindOf = (value: string | null): BookmarkKind => (value === 'exhibition' ? 'exhibition' : 'styling');

function BookmarkPage() {
  usePageTitle('스크랩');
  const [search] = useSearchParams();
  const kind = kindOf(search.get('tab'));
  return (
    <section className={styles.page} aria-labelledby="bookmark-title">
      <div className={styles.titleRow}>
        <h1 id="bookmark-title" className={styles.title}>
          스크랩
        </h1>
      </div>
      <nav aria-label="스크랩 종류">
        <ul className={tabs.tabs}>
          {(Object.keys(kinds) as BookmarkKind[]).map((key) => (
            <li key={key}>
              <Link
                to={key === 'styling' ? paths.mypage.bookmark() : `${paths.mypage.bookmark()}?tab=${key}`}
                className={tabs.tab}
                aria-current={kind === key ? 'page' : undefined}
              >
                {kinds[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="bookmark-kind">
        <h2 id="bookmark-kind" className={tabs.sectionTitle}>
          스크랩한 {kinds[kind]}
        </h2>
        {kind === 'styling' ? <StylingBookmarks /> : <ExhibitionBookmarks />}
      </section>
    </section>
  );
}

export default withQueryClient(BookmarkPage);
