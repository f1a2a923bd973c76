import { BookmarkList } from '@/shared/bookmark';
import { paths } from '@/shared/routing';
import { BOOKMARK_PAGE_SIZE, bookmarkListQuery } from '../api/styling-api';
import { StylingCardView } from '../list/StylingCardView';
import styles from '../Styling.module.css';

/** The member's bookmarked styling pages (스크랩), newest bookmark first, paged by ?stylingPage=. */
export function StylingBookmarks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <BookmarkList
      noun="스타일링"
      pageParam="stylingPage"
      pageSize={BOOKMARK_PAGE_SIZE}
      listQuery={bookmarkListQuery}
      itemsOf={(data) => data.stylingList}
      keyOf={(styling) => styling.stylingNo}
      renderItem={(styling) => <StylingCardView styling={styling} headingLevel={headingLevel} />}
      browse={{ to: paths.stylingList(), label: '스타일링 보러 가기' }}
      listClassName={styles.grid}
      testId="styling-bookmarks"
    />
  );
}
