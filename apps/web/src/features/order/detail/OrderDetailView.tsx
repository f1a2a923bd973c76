import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { Button, EmptyState, LinkButton } from '@/shared/ui';
import { AfterSaleOrder } from '../aftersale/AfterSaleOrder';
import { memberClaimEntry } from '../aftersale/claim-entry';
import { InPlaceAfterSale } from '../aftersale/InPlaceAfterSale';
import { myOrderQuery } from '../aftersale/queries';
import styles from '../Order.module.css';
import { LoadingBlock } from '../components/LoadingBlock';

interface OrderDetailViewProps {
  /** My page names the order in its path; /order/detail reads ?orderNo=. */
  orderNo?: string;
}

/**
 * The order for its owner (a member, or the guest who paid in this browser), each line with
 * its state and what may be done with it: a member's cancel and return forms are my page's
 * pages, a guest's open here. Anyone else is offered the guest lookup, which asks for the
 * phone and password.
 */
export function OrderDetailView({ orderNo: given }: OrderDetailViewProps) {
  usePageTitle('주문 상세');
  const [search] = useSearchParams();
  const orderNo = given ?? search.get('orderNo') ?? '';
  const { data: order, isError, error, refetch, isPending } = useQuery({ ...myOrderQuery(orderNo), retry: false });
  const member = isSignedIn();

  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>주문 상세</h1>
      {!orderNo ? (
        <EmptyState
          title="주문번호가 없습니다"
          actions={member ? <LinkButton to={paths.mypage.orderList()}>주문 내역</LinkButton> : <LinkButton to={paths.guestOrderChecked()}>비회원 주문 조회</LinkButton>}
        />
      ) : order ? (
        member ? (
          <AfterSaleOrder order={order} entry={memberClaimEntry(order.orderNo)} />
        ) : (
          <InPlaceAfterSale order={order} />
        )
      ) : isError ? (
        <EmptyState
          title="주문을 볼 수 없습니다"
          description={error instanceof Error && error.message ? error.message : '주문 정보를 찾을 수 없습니다.'}
          actions={
            <>
              {member ? <LinkButton to={paths.mypage.orderList()}>주문 내역</LinkButton> : <LinkButton to={paths.guestOrderChecked(orderNo)}>비회원 주문 조회</LinkButton>}
              <Button variant="secondary" onClick={() => void refetch()}>
                다시 시도
              </Button>
            </>
          }
        />
      ) : isPending ? <LoadingBlock label="주문 정보를 불러오는 중" /> : null}
      {member && order ? (
        <div className={`${styles.actions} ${styles.detailActions}`}>
          <LinkButton variant="secondary" to={paths.mypage.orderList()}>
            주문 내역
          </LinkButton>
        </div>
      ) : null}
    </div>
  );
}
