import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseStylingListAddress, STYLING_PAGE_SIZE } from '@maru/domain';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { Button, EmptyState, LinkButton, PageLinks, Spinner } from '@/shared/ui';
import { stylingListQuery } from '../api/styling-api';
import { StylingCardView } from '../list/StylingCardView';
import { listHref, StylingFilters } from '../list/StylingFilters';
import styles from '../Styling.module.css';

export { stylingListLoader as loader, stylingListMeta as meta } from '../seo/styling-meta';

/** 스타일링: rooms by space and style, newest first; the filters and the page live in the address. */
function StylingListPage() {
  usePageTitle('스타일링');
  const [search] = useSearchParams();
  const address = parseStylingListAddress(search);
  const { data, isPending, isError, refetch } = useQuery({ ...stylingListQuery(address), placeholderData: keepPreviousData });
  const filtered = address.space !== undefined || address.style !== undefined;

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>스타일링</h1>
        {data ? <p className={styles.total}>공간 {data.totalCount}개</p> : null}
      </div>
      {data ? <StylingFilters address={address} spaceCounts={data.spaceCounts} styleCounts={data.styleCounts} /> : null}
      {isPending ? <Spinner label="스타일링을 불러오는 중" /> : null}
      {isError && !data ? (
        <EmptyState title="스타일링을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." actions={<Button onClick={() => void refetch()}>다시 시도</Button>} />
      ) : null}
      {data && data.stylingList.length === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 스타일링이 없어요' : '아직 스타일링이 없어요'}
          description={filtered ? '다른 공간이나 스타일을 골라 보세요.' : '곧 새로운 공간을 소개할게요.'}
          actions={filtered ? <LinkButton to={listHref({ page: 1 })}>필터 초기화</LinkButton> : undefined}
        />
      ) : null}
      {data && data.stylingList.length > 0 ? (
        <>
          <ul className={styles.grid} aria-label="스타일링 목록">
            {data.stylingList.map((styling, index) => (
              <li key={styling.stylingNo}>
                <StylingCardView styling={styling} eager={index < 3} />
              </li>
            ))}
          </ul>
          <PageLinks page={address.page} pageCount={Math.ceil(data.totalCount / STYLING_PAGE_SIZE)} hrefFor={(page) => listHref({ ...address, page })} />
        </>
      ) : null}
    </div>
  );
}

export default withQueryClient(StylingListPage);
