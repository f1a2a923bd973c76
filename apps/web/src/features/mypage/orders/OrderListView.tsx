import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderListFilter } from '@maru/domain';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterSaleKeys, fetchOrderList } from '@/features/order';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Options } from '@/shared/ui';
import { ListResults } from './ListResults';
import { OrderCard } from './OrderCard';
import { orderFilterOptions, orderListFilters } from './order-filters';
import { PeriodFilter } from './PeriodFilter';
import styles from './orders.module.css';

/**
 * 주문 내역: the member's orders by period and state, 10 a page. The filters are the
 * address (?status=&period=&page=), so back, forward and reload keep them; changing one
 * starts again at page 1.
 */
export function OrderListView() {
  usePageTitle('주문 내역');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = orderListFilters(search);
  const statusId = useId();
  const orders = useQuery({
    queryKey: afterSaleKeys.orderList(filters),
    queryFn: ({ signal }) => fetchOrderList(filters, signal),
    placeholderData: keepPreviousData,
  });
  const stateLabel = orderFilterOptions.find((option) => option.value === filters.status)?.label ?? '전체';

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>주문 내역</h1>
        <Link to={paths.mypage.orderCancelList()} className={styles.sideLink}>
          취소·반품 내역
        </Link>
      </div>

      <div className={styles.filters}>
        <PeriodFilter current={filters.period} hrefFor={(period) => paths.mypage.orderList({ status: filters.status, period })} />
        <div className={styles.stateFilter}>
          <label htmlFor={statusId}>주문 상태</label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) => void navigate(paths.mypage.orderList({ status: event.target.value as OrderListFilter, period: filters.period }))}
          >
            <Options choices={orderFilterOptions} />
          </select>
        </div>
      </div>

      <p role="status" className={styles.resultLine}>
        {orders.data ? `${stateLabel} 주문 ${orders.data.total}건` : ''}
      </p>

      <ListResults
        query={orders}
        noun="주문 내역"
        card={(order) => <OrderCard key={order.orderNo} order={order} />}
        page={filters.page}
        hrefFor={(page) => paths.mypage.orderList({ ...filters, page })}
        empty={
          <EmptyState title="주문 내역이 없습니다" description="기간이나 주문 상태를 바꿔 보세요." actions={<LinkButton to={paths.home()}>쇼핑하러 가기</LinkButton>} />
        }
      />
    </div>
  );
}
