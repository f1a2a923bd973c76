import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatKrw, type OrderView } from '@maru/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyCartChanged } from '@/features/cart';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton } from '@/shared/ui';
import { fetchOrder, orderQueryKey } from '../api/order-api';
import { LoadingBlock } from '../components/LoadingBlock';
import { VbankBlock } from '../components/VbankBlock';
import styles from '../Order.module.css';
import { PlacedDetails } from './PlacedDetails';
import { pushPurchaseOnce } from './purchase-tracking';

const isPlaced = (order: OrderView) => order.status === 'PAID' || order.status === 'WAITING_DEPOSIT';

function CompleteBody({ order, onRecheck }: { order: OrderView; onRecheck: () => void }) {
  const placed = isPlaced(order);
  const pending = order.status === 'PAYMENT_PENDING';
  return (
    <>
      <section className={styles.complete} aria-labelledby="complete-title">
        <h1 id="complete-title">{placed ? '주문이 완료되었습니다' : pending ? '결제를 확인하고 있습니다' : '결제가 완료되지 않았습니다'}</h1>
        <p className={styles.muted}>
          {order.status === 'WAITING_DEPOSIT'
            ? '아래 계좌로 입금하시면 결제가 완료됩니다.'
            : placed
              ? '주문해 주셔서 감사합니다.'
              : pending
                ? '결제 결과가 아직 도착하지 않았습니다. 잠시 후 다시 확인해 주세요.'
                : (order.payment.failureReason ?? '주문이 취소되었습니다.')}
        </p>
        <p className={styles.orderNo}>
          주문번호 <span data-testid="order-no">{order.orderNo}</span>
        </p>
      </section>
      {order.status === 'WAITING_DEPOSIT' && order.payment.vbank ? <VbankBlock vbank={order.payment.vbank} amount={order.amounts.payAmount} /> : null}
      {placed ? <PlacedDetails order={order} /> : null}
      <section className={styles.section} aria-label="결제 요약">
        <dl className={styles.facts}>
          <div>
            <dt>결제 금액</dt>
            <dd data-testid="complete-amount">{formatKrw(order.amounts.payAmount)}</dd>
          </div>
          <div>
            <dt>결제 수단</dt>
            <dd>{order.payment.methodLabel}</dd>
          </div>
          <div>
            <dt>주문 상태</dt>
            <dd>{order.statusLabel}</dd>
          </div>
        </dl>
        {order.guest ? (
          <p className={styles.muted}>비회원 주문은 주문번호, 주문자 휴대폰 번호와 주문 비밀번호로 언제든 조회할 수 있습니다. 주문번호를 꼭 적어 두세요.</p>
        ) : null}
      </section>
      <div className={styles.actions}>
        {pending ? (
          <Button variant="secondary" onClick={onRecheck}>
            다시 확인
          </Button>
        ) : null}
        <LinkButton to={paths.orderDetail(order.orderNo)}>주문 상세</LinkButton>
        <LinkButton to={paths.home()} variant="secondary">
          쇼핑 계속하기
        </LinkButton>
      </div>
    </>
  );
}

/** /order/complete?orderNo=…: the order number, what was bought, where and when it arrives, the amounts and, for 가상계좌, where to pay. */
export function OrderCompleteView() {
  usePageTitle('주문 완료');
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const queryClient = useQueryClient();
  const { data: order, isError, error, refetch, isPending } = useQuery({
    queryKey: orderQueryKey(orderNo),
    queryFn: ({ signal }) => fetchOrder(orderNo, signal),
    enabled: orderNo !== '',
  });

  useEffect(() => {
    if (!order || !isPlaced(order)) return;
    pushPurchaseOnce(order);
    // The paid lines have left the cart on the server; the badge and cart pages learn it now.
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    notifyCartChanged();
  }, [order, queryClient]);

  if (!orderNo) {
    return (
      <div className={styles.narrowPage}>
        <EmptyState headingLevel={1} title="주문 정보가 없습니다" actions={<LinkButton to={paths.home()}>홈으로</LinkButton>} />
      </div>
    );
  }
  return (
    <div className={styles.narrowPage}>
      {order ? (
        <div className={styles.sections}>
          <CompleteBody order={order} onRecheck={() => void refetch()} />
        </div>
      ) : isError ? (
        <EmptyState
          headingLevel={1}
          title="주문 정보를 불러오지 못했습니다"
          description={error instanceof Error && error.message ? error.message : undefined}
          actions={
            <>
              <LinkButton to={paths.orderDetail(orderNo)}>주문 상세</LinkButton>
              <LinkButton to={paths.home()} variant="secondary">
                쇼핑 계속하기
              </LinkButton>
            </>
          }
        />
      ) : isPending ? <LoadingBlock label="주문 정보를 불러오는 중" /> : null}
    </div>
  );
}
