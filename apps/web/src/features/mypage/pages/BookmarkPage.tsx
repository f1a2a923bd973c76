import type { BookmarkKind } from '@maru/domain';
import { Link, useSearchParams } from 'react-router';
import { ExhibitionBookmarks } from '@/features/exhibition';
import { StylingBookmarks } from '@/features/styling';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { ListPage } from '../lists/ListPage';
import tabs from './BookmarkPage.module.css';

/**
 * 스크랩: the member's bookmarked styling pages and exhibitions, one kind at a time. The kind
 * is in the address (?tab=exhibition), so reloading or going back keeps it; each list pages
 * with its own parameter.
 */
const kinds: Record<BookmarkKind, string> = { styling: '스타일링', exhibition: '기획전' };

const kindOf = (value: string | null): BookmarkKind => (value === 'exhibition' ? 'exhibition' : 'styling');

function BookmarkPage() {
  const [search] = useSearchParams();
  const kind = kindOf(search.get('tab'));
  return (
    <ListPage id="bookmark-title" title="스크랩">
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
    </ListPage>
  );
}

export default withQueryClient(BookmarkPage);
