import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, PageLinks, Spinner } from '@/shared/ui';
import { BOOKMARK_PAGE_SIZE, bookmarkListQuery } from '../api/styling-api';
import { StylingCardView } from '../list/StylingCardView';
import styles from '../Styling.module.css';

/** Its own page parameter, so it pages independently of anything else on the host page. */
const PAGE_PARAM = 'stylingPage';

const pageFrom = (value: string | null) => (value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1);

/** The member's bookmarked styling pages (스크랩), newest bookmark first, with an empty state and paging. */
export function StylingBookmarks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
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

  if (isPending) return <Spinner label="스크랩한 스타일링 불러오는 중" />;
  if (isError) {
    return (
      <EmptyState
        title="스크랩한 스타일링을 불러오지 못했어요"
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  if (data.stylingList.length === 0 && page === 1) {
    return (
      <EmptyState
        title="스크랩한 스타일링이 없어요"
        description="마음에 드는 공간에서 ☆ 스크랩을 누르면 여기에 모여요."
        actions={<LinkButton to={paths.stylingList()}>스타일링 보러 가기</LinkButton>}
      />
    );
  }
  return (
    <div data-testid="styling-bookmarks">
      <p className={styles.total}>스크랩한 스타일링 {data.totalCount}개</p>
      <ul className={styles.grid}>
        {data.stylingList.map((styling) => (
          <li key={styling.stylingNo}>
            <StylingCardView styling={styling} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <PageLinks page={page} pageCount={Math.max(1, Math.ceil(data.totalCount / BOOKMARK_PAGE_SIZE))} hrefFor={hrefFor} />
    </div>
  );
}
