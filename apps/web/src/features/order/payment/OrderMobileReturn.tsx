import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton } from '@/shared/ui';
import { abandonPayment } from '../api/aftersale-api';
import { completePayment, orderQueryKey } from '../api/order-api';
import styles from '../Order.module.css';
import { LoadingBlock } from '../components/LoadingBlock';
import { paymentResultFromQuery } from './payment-result';
import { clearPendingPayment, readPendingPayment } from './pending-payment';

type Failure = { message: string; orderNo?: string };

const NO_RESULT = '결제 결과를 받지 못했습니다. 결제가 되었다면 주문 상세에서 확인할 수 있습니다.';

/**
 * /order/mobile and /order/private/mobile: where a phone's payment window returns (PortOne's
 * m_redirect_url). The ids leave the address bar at once; the server checks the payment.
 */
export function OrderMobileReturn({ guest }: { guest: boolean }) {
  usePageTitle('결제 확인');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, before the query is cleared from the address bar.
  const [result] = useState(() => paymentResultFromQuery(location.search));
  const [pending] = useState(readPendingPayment);
  // A failed or empty return needs no server: it is known from the query alone.
  const [returnFailure] = useState<Failure | undefined>(() => {
    if (!result || !result.merchantUid) return { message: NO_RESULT, orderNo: pending?.orderNo };
    if (!result.success || !result.impUid) return { message: result.errorMessage ?? NO_RESULT };
    return undefined;
  });
  const [serverFailure, setServerFailure] = useState<Failure>();
  const failure = returnFailure ?? serverFailure;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void navigate(location.pathname, { replace: true });
    if (returnFailure || !result) {
      // The window came back without money: the order lets go of its coupon, points and stock now.
      if (pending) void abandonPayment(pending.orderNo).catch(() => undefined);
      return;
    }
    completePayment(result.impUid, result.merchantUid).then(
      (order) => {
        clearPendingPayment();
        queryClient.setQueryData(orderQueryKey(order.orderNo), order);
        void navigate(`${paths.orderComplete()}?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
      },
      (error: unknown) => {
        const orderNo = pending?.merchantUid === result.merchantUid ? pending.orderNo : undefined;
        setServerFailure({ message: error instanceof Error && error.message ? error.message : NO_RESULT, orderNo });
      },
    );
  }, [location.pathname, navigate, pending, queryClient, result, returnFailure]);

  if (!failure) {
    return (
      <div className={styles.narrowPage}>
        <h1 className={styles.title}>결제 확인</h1>
        <LoadingBlock label="결제 결과를 확인하는 중" />
      </div>
    );
  }
  const checkoutPath = pending?.checkoutPath ?? paths.cart();
  return (
    <div className={styles.narrowPage}>
      <EmptyState
        headingLevel={1}
        title="결제가 완료되지 않았습니다"
        description={failure.message}
        actions={
          <>
            <LinkButton to={checkoutPath}>{pending ? '주문서로 돌아가기' : '장바구니로 돌아가기'}</LinkButton>
            {failure.orderNo ? (
              <LinkButton variant="secondary" to={paths.orderDetail(failure.orderNo)}>
                주문 상세
              </LinkButton>
            ) : guest ? (
              <LinkButton variant="secondary" to={paths.guestOrderChecked()}>
                비회원 주문 조회
              </LinkButton>
            ) : null}
          </>
        }
      />
    </div>
  );
}
