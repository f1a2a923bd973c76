import { withParticle } from '@maru/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed, PageLinks, Spinner } from '@/shared/ui';
import styles from './orders.module.css';

interface ListResultsProps<Item> {
  /** One page of the list, kept on screen (busy) while the next one loads. */
  query: UseQueryResult<{ list: Item[]; total: number; size: number }>;
  /** What the list is ('주문 내역'), for its loading and failure messages. */
  noun: string;
  /** One item's card, with its key. */
  card: (item: Item) => ReactNode;
  page: number;
  hrefFor: (page: number) => string;
  /** Said when the filters match nothing. */
  empty: ReactNode;
}

/** The cards of a mypage order list and their page links, or why there are none. */
export function ListResults<Item>({ query, noun, card, page, hrefFor, empty }: ListResultsProps<Item>) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = query;
  return (
    <div aria-busy={isPlaceholderData || undefined} className={styles.results}>
      {data && data.list.length > 0 ? (
        <>
          <div className={styles.cards}>{data.list.map(card)}</div>
          <PageLinks page={page} pageCount={Math.ceil(data.total / data.size)} hrefFor={hrefFor} />
        </>
      ) : data ? (
        empty
      ) : isError ? (
        <LoadFailed title={`${withParticle(noun, '을/를')} 불러오지 못했습니다`} error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label={`${withParticle(noun, '을/를')} 불러오는 중`} />
      ) : null}
    </div>
  );
}
