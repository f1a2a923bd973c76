import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatKrw, POINT_RULES } from '@maru/domain';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { LoadFailed, PageLinks, Spinner } from '@/shared/ui';
import { pointsQuery } from '../api/benefit-api';
import styles from '../benefit.module.css';
import { PointLedger } from './PointLedger';

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};

/** The rules, from the domain package's numbers (the server answers the same ones). */
export function PointRules() {
  return (
    <ul className={styles.rules} aria-label="적립금 안내">
      <li>적립금은 {formatKrw(POINT_RULES.minBalance)} 이상 모이면 주문할 때 {formatKrw(POINT_RULES.unit)} 단위로 사용할 수 있습니다.</li>
      <li>구매확정한 상품 결제 금액의 {POINT_RULES.earnRate}%가 적립되고, 리뷰를 쓰면 {formatKrw(POINT_RULES.textReviewPoints)}(사진 리뷰 {formatKrw(POINT_RULES.photoReviewPoints)})이 적립됩니다.</li>
      <li>적립금은 적립된 날부터 1년({POINT_RULES.validDays}일)이 지나면 소멸되며, 먼저 소멸될 적립금부터 사용됩니다.</li>
      <li>주문을 취소하면 사용한 적립금이 돌아오고, 반품·환불된 상품으로 받은 적립금은 회수됩니다.</li>
    </ul>
  );
}

/** 적립금: balance, what expires within 30 days, the ledger (20 a page) and the rules. */
export function PointView() {
  usePageTitle('적립금');
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery({ ...pointsQuery(page), placeholderData: keepPreviousData });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>적립금</h1>
      {data ? (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>사용 가능 적립금</dt>
              <dd data-testid="point-balance">{formatKrw(data.balance)}</dd>
            </div>
            <div>
              <dt>{data.expiringWithinDays}일 이내 소멸 예정</dt>
              <dd data-testid="point-expiring">{formatKrw(data.expiringSoon)}</dd>
            </div>
          </dl>
          <h2 className={styles.subTitle}>적립금 내역</h2>
          <div aria-busy={isPlaceholderData || undefined}>
            {data.list.length > 0 ? (
              <>
                <PointLedger entries={data.list} />
                <PageLinks page={page} pageCount={Math.ceil(data.total / data.pageSize)} hrefFor={(target) => paths.mypage.point(target)} />
              </>
            ) : (
              <p className={styles.muted}>아직 적립금 내역이 없습니다.</p>
            )}
          </div>
        </>
      ) : isError ? (
        <LoadFailed title="적립금을 불러오지 못했습니다" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="적립금을 불러오는 중" />
      ) : null}
      <PointRules />
    </div>
  );
}
