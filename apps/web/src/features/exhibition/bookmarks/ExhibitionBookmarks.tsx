import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, PageLinks, Spinner } from '@/shared/ui';
import { BOOKMARK_PAGE_SIZE, bookmarkListQuery, pageFrom } from '../exhibition-api';
import styles from '../Exhibition.module.css';
import { ExhibitionCardView } from '../list/ExhibitionCardView';

/** Its own page parameter, so it pages independently of anything else on the host page. */
const PAGE_PARAM = 'exhibitionPage';

interface Props {
  /** The cards' title level inside the host page (my page's bookmark page has its h1 and a section h2). */
  headingLevel?: 2 | 3;
}

/** The member's bookmarked exhibitions, newest bookmark first, with an empty state and paging. */
export function ExhibitionBookmarks({ headingLevel = 3 }: Props) {
  const [search] = useSearchParams();
  const location = useLocation();
  const page = pageFrom(search.get(PAGE_PARAM));
  const { data, isPending, isError, refetch } = useQuery({ ...bookmarkListQuery(page), placeholderData: keepPreviousData });

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    if (target > 1) next.set(PAGE_PARAM, String(target));
    else next.delete(PAGE_PARAM);
    const query = next.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };

  if (isPending) return <Spinner label="스크랩한 기획전 불러오는 중" />;
  if (isError) {
    return (
      <EmptyState
        title="스크랩한 기획전을 불러오지 못했어요"
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  if (data.exhibitionList.length === 0 && page === 1) {
    return (
      <EmptyState
        title="스크랩한 기획전이 없어요"
        description="마음에 드는 기획전에서 ☆ 스크랩을 눌러 두면 여기에 모아 보여 드려요."
        actions={<LinkButton to={paths.exhibition()}>기획전 보러 가기</LinkButton>}
      />
    );
  }
  return (
    <div data-testid="exhibition-bookmarks">
      <ul className={styles.cards}>
        {data.exhibitionList.map((exhibition) => (
          <li key={exhibition.exhibitionNo}>
            <ExhibitionCardView exhibition={exhibition} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <PageLinks page={page} pageCount={Math.max(1, Math.ceil(data.totalCount / BOOKMARK_PAGE_SIZE))} hrefFor={hrefFor} />
    </div>
  );
}
