import { BookmarkList } from '@/shared/bookmark';
import { paths } from '@/shared/routing';
import { BOOKMARK_PAGE_SIZE, bookmarkListQuery } from '../exhibition-api';
import styles from '../Exhibition.module.css';
import { ExhibitionCardView } from '../list/ExhibitionCardView';

interface Props {
  /** The cards' title level inside the host page (my page's bookmark page has its h1 and a section h2). */
  headingLevel?: 2 | 3;
}

/** The member's bookmarked exhibitions (스크랩), newest bookmark first, paged by ?exhibitionPage=. */
export function ExhibitionBookmarks({ headingLevel = 3 }: Props) {
  return (
    <BookmarkList
      noun="기획전"
      pageParam="exhibitionPage"
      pageSize={BOOKMARK_PAGE_SIZE}
      listQuery={bookmarkListQuery}
      itemsOf={(data) => data.exhibitionList}
      keyOf={(exhibition) => exhibition.exhibitionNo}
      renderItem={(exhibition) => <ExhibitionCardView exhibition={exhibition} headingLevel={headingLevel} />}
      browse={{ to: paths.exhibition(), label: '기획전 보러 가기' }}
      listClassName={styles.cards}
      testId="exhibition-bookmarks"
    />
  );
}
