import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EXHIBITION_PAGE_SIZE, type ExhibitionTab } from '@maru/domain';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { EmptyState, LoadFailed, PageLinks, Spinner } from '@/shared/ui';
import { exhibitionListQuery, pageFrom, tabFrom } from '../exhibition-api';
import { listHref } from '../exhibition-seo';
import styles from '../Exhibition.module.css';
import { ExhibitionCardView } from './ExhibitionCardView';

const TAB_LABELS: Record<ExhibitionTab, string> = { current: '진행 중 · 오픈 예정', ended: '종료된 기획전' };
const EMPTY: Record<ExhibitionTab, string> = { current: '진행 중인 기획전이 없어요', ended: '종료된 기획전이 없어요' };

/** /exhibition: the live exhibitions, newest opening first (a preview may add upcoming and ended ones, the latter behind their tab); paged. */
export function ExhibitionListView() {
  const [search] = useSearchParams();
  const tab = tabFrom(search.get('tab'));
  const page = pageFrom(search.get('page'));
  usePageTitle(tab === 'ended' ? '종료된 기획전' : '기획전');
  const { data, isPending, isError, refetch } = useQuery({ ...exhibitionListQuery(tab, page), placeholderData: keepPreviousData });
  // Shoppers see live exhibitions only (issue 27): the ended tab has something only in a preview of an ended one.
  const showTabs = tab === 'ended' || (data !== undefined && data.tabCounts.ended > 0);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>기획전</h1>
      {showTabs ? (
        <nav aria-label="기획전 구분" className={styles.tabs}>
          {(['current', 'ended'] as const).map((each) => (
            <Link key={each} to={listHref(each, 1)} className={styles.tab} aria-current={each === tab ? 'page' : undefined}>
              {TAB_LABELS[each]}
              {data ? ` (${data.tabCounts[each]})` : null}
            </Link>
          ))}
        </nav>
      ) : null}
      {isPending ? <Spinner label="기획전 불러오는 중" /> : null}
      {isError ? <LoadFailed title="기획전을 불러오지 못했어요" fallback="잠시 후 다시 시도해 주세요." onRetry={() => void refetch()} /> : null}
      {data && data.list.length === 0 ? <EmptyState title={EMPTY[tab]} /> : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className={styles.cards}>
            {data.list.map((exhibition, index) => (
              <li key={exhibition.exhibitionNo}>
                <ExhibitionCardView exhibition={exhibition} eager={index < 3} />
              </li>
            ))}
          </ul>
          <PageLinks page={page} pageCount={Math.max(1, Math.ceil(data.totalCount / EXHIBITION_PAGE_SIZE))} hrefFor={(target) => listHref(tab, target)} />
        </>
      ) : null}
    </div>
  );
}
