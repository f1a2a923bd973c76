import { useQuery } from '@tanstack/react-query';
import { lineStatusLabels, type LineStatus } from '@maru/domain';
import { Link } from 'react-router';
import { afterSaleKeys, fetchOrderCounts } from '@/features/order';
import { paths } from '@/shared/routing';
import styles from './orders.module.css';

const STEPS = ['WAITING_DEPOSIT', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'] as const satisfies readonly LineStatus[];

/**
 * 주문 처리 현황 on my page home: the last 3 months' lines per state, each a link to the list
 * filtered by it, and the open cancels and returns. Its boxes are drawn before the counts
 * arrive (a dash in place of each number), so nothing below it moves when they do.
 */
export function OrderStatusStrip() {
  const { data, isError } = useQuery({ queryKey: afterSaleKeys.counts, queryFn: ({ signal }) => fetchOrderCounts(signal) });
  const count = (value: number | undefined) => (value === undefined ? '–' : String(value));
  return (
    <section className={styles.strip} aria-labelledby="order-status-title" aria-busy={!data && !isError ? true : undefined}>
      <div className={styles.stripHead}>
        <h2 id="order-status-title">주문 처리 현황</h2>
        <span className={styles.muted}>최근 3개월</span>
      </div>
      <ol className={styles.steps}>
        {STEPS.map((status) => (
          <li key={status}>
            <Link to={paths.mypage.orderList({ status, period: '3M' })} className={styles.step}>
              {/* The label first for screen readers ("결제완료 2"); the count is drawn above it. */}
              <span className={styles.stepLabel}>{lineStatusLabels[status]}</span>{' '}
              <span className={styles.stepCount} data-testid={`count-${status}`}>
                {count(data?.counts[status])}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <Link to={paths.mypage.orderCancelList()} className={styles.claimsLink}>
        <span>취소·반품 진행 중</span>{' '}
        <strong data-testid="count-open-claims">{data ? `${data.openClaims}건` : '–'}</strong>
      </Link>
    </section>
  );
}
