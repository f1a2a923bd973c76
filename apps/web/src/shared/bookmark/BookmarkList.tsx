import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { withParticle } from '@maru/domain';
import { useLocation, useSearchParams } from 'react-router';
import { Button, EmptyState, LinkButton, PageLinks, Spinner } from '@/shared/ui';
import styles from './bookmark.module.css';

export interface BookmarkListProps<Data extends { totalCount: number }, Item, Key extends QueryKey> {
  /** What is bookmarked, in the messages: 스타일링, 기획전. */
  noun: string;
  /** Its own page parameter, so each list pages independently of the host page and of the other list. */
  pageParam: string;
  pageSize: number;
  /** GET /mypage/v1/like/{type}/list for a page. */
  listQuery: (page: number) => UseQueryOptions<Data, Error, Data, Key>;
  itemsOf: (data: Data) => readonly Item[];
  keyOf: (item: NoInfer<Item>) => number;
  renderItem: (item: NoInfer<Item>) => ReactNode;
  /** Where to find more, for the empty state. */
  browse: { to: string; label: string };
  listClassName?: string;
  testId: string;
}

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
};

/** A member's bookmarks of one kind (my page's 스크랩), newest first, with loading, failure, empty state and paging. */
export function BookmarkList<Data extends { totalCount: number }, Item, Key extends QueryKey>(props: BookmarkListProps<Data, Item, Key>) {
  const { noun, pageParam, pageSize, listQuery, itemsOf, keyOf, renderItem, browse, listClassName, testId } = props;
  const [search] = useSearchParams();
  const location = useLocation();
  const page = pageFrom(search.get(pageParam));
  const { data, isPending, isError, refetch } = useQuery({ ...listQuery(page), placeholderData: keepPreviousData });

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    if (target > 1) next.set(pageParam, String(target));
    else next.delete(pageParam);
    const query = next.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };

  if (isPending) return <Spinner label={`스크랩한 ${noun} 불러오는 중`} />;
  if (isError || !data) {
    return (
      <EmptyState
        title={`스크랩한 ${withParticle(noun, '을/를')} 불러오지 못했어요`}
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  const items = itemsOf(data);
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        title={`스크랩한 ${withParticle(noun, '이/가')} 없어요`}
        description={`마음에 드는 ${noun}에서 ☆ 스크랩을 누르면 여기에 모여요.`}
        actions={<LinkButton to={browse.to}>{browse.label}</LinkButton>}
      />
    );
  }
  return (
    <div data-testid={testId}>
      <p className={styles.total}>
        스크랩한 {noun} {data.totalCount}개
      </p>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <PageLinks page={page} pageCount={Math.max(1, Math.ceil(data.totalCount / pageSize))} hrefFor={hrefFor} />
    </div>
  );
}
