import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatKrw, type ClaimView } from '@maru/domain';
import { Link, useSearchParams } from 'react-router';
import { afterSaleKeys, fetchClaimList } from '@/features/order';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { EmptyState, VisuallyHidden } from '@/shared/ui';
import { CardHead } from './CardHead';
import { ListResults } from './ListResults';
import { claimListFilters } from './order-filters';
import { PeriodFilter } from './PeriodFilter';
import styles from './orders.module.css';

function ClaimCard({ claim }: { claim: ClaimView }) {
  const first = claim.lines[0];
  const more = claim.lines.length > 1 ? ` 외 ${claim.lines.length - 1}건` : '';
  return (
    <article className={styles.card} aria-labelledby={`claim-${claim.claimNo}`} data-testid="claim-card">
      <CardHead
        id={`claim-${claim.claimNo}`}
        createdAt={claim.createdAt}
        number={
          <>
            {claim.kindLabel} <Link to={paths.mypage.orderCancelDetail(claim.claimNo)}>{claim.claimNo}</Link>
          </>
        }
        status={claim.statusLabel}
      />
      {first ? (
        <div className={styles.cardLine}>
          <img src={first.imageUrl} alt="" width={64} height={64} loading="lazy" />
          <div className={styles.cardLineBody}>
            <span className={styles.lineName}>
              {first.productName}
              {more}
            </span>
            <span className={styles.muted}>
              {claim.reasonLabel} · 주문번호 {claim.orderNo}
            </span>
          </div>
        </div>
      ) : null}
      <footer className={styles.cardFoot}>
        <span>
          환불 <strong>{claim.refundAmount !== null ? formatKrw(claim.refundAmount) : '확정 전'}</strong> · {claim.refundStatusLabel}
        </span>
        <Link to={paths.mypage.orderCancelDetail(claim.claimNo)} className={styles.detailLink}>
          상세 보기<VisuallyHidden> ({claim.claimNo})</VisuallyHidden>
        </Link>
      </footer>
    </article>
  );
}

/** 취소·반품 내역: the member's cancels and returns by period, newest first. */
export function ClaimListView() {
  usePageTitle('취소·반품 내역');
  const [search] = useSearchParams();
  const filters = claimListFilters(search);
  const claims = useQuery({
    queryKey: afterSaleKeys.claimList(filters.period, filters.page),
    queryFn: ({ signal }) => fetchClaimList(filters.period, filters.page, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>취소·반품 내역</h1>
        <Link to={paths.mypage.orderList()} className={styles.sideLink}>
          주문 내역
        </Link>
      </div>
      <div className={styles.filters}>
        <PeriodFilter current={filters.period} hrefFor={(period) => paths.mypage.orderCancelList({ period })} />
      </div>
      <p role="status" className={styles.resultLine}>
        {claims.data ? `취소·반품 ${claims.data.total}건` : ''}
      </p>
      <ListResults
        query={claims}
        noun="취소·반품 내역"
        card={(claim) => <ClaimCard key={claim.claimNo} claim={claim} />}
        page={filters.page}
        hrefFor={(page) => paths.mypage.orderCancelList({ ...filters, page })}
        empty={<EmptyState title="취소·반품 내역이 없습니다" description="다른 기간을 골라 보세요." />}
      />
    </div>
  );
}
