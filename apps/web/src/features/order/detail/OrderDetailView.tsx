import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { Button, EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { fetchOrder, orderQueryKey } from '../api/order-api';
import { OrderSummary } from '../components/OrderSummary';
import styles from '../Order.module.css';

const guestLookupPath = (orderNo: string) => `${paths.guestOrderChecked()}${orderNo ? `?orderNo=${encodeURIComponent(orderNo)}` : ''}`;

/**
 * /order/detail?orderNo=…: the order for its owner (a member, or the guest who paid in this
 * browser). Anyone else is offered the guest lookup, which asks for the phone and password.
 */
export function OrderDetailView() {
  usePageTitle('주문 상세');
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const { data: order, isError, error, refetch, isPending } = useQuery({
    queryKey: orderQueryKey(orderNo),
    queryFn: ({ signal }) => fetchOrder(orderNo, signal),
    enabled: orderNo !== '',
    retry: false,
  });
  const member = isSignedIn();

  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>주문 상세</h1>
      {!orderNo ? (
        <EmptyState
          title="주문번호가 없습니다"
          actions={member ? <LinkButton to={paths.mypage.orderList()}>주문 내역</LinkButton> : <LinkButton to={guestLookupPath('')}>비회원 주문 조회</LinkButton>}
        />
      ) : order ? (
        <OrderSummary order={order} />
      ) : isError ? (
        <EmptyState
          title="주문을 볼 수 없습니다"
          description={error instanceof Error && error.message ? error.message : '주문 정보를 찾을 수 없습니다.'}
          actions={
            <>
              {member ? null : <LinkButton to={guestLookupPath(orderNo)}>비회원 주문 조회</LinkButton>}
              <Button variant="secondary" onClick={() => void refetch()}>
                다시 시도
              </Button>
            </>
          }
        />
      ) : isPending ? (
        <div className={styles.placeholder}>
          <Spinner label="주문 정보를 불러오는 중" />
        </div>
      ) : null}
    </div>
  );
}
