import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@maru/domain';
import { LoadingBlock } from '../components/LoadingBlock';
import { OrderSummary } from '../components/OrderSummary';
import orderStyles from '../Order.module.css';
import { InPlaceAfterSale } from './InPlaceAfterSale';
import { myOrderQuery } from './queries';

/**
 * The order a guest looked up, with its after-sale actions: the lookup left a grant cookie
 * that lets this browser read and act on the order for a while. Should the detail not
 * load, the order as the lookup answered it is still shown.
 */
export function GuestAfterSale({ lookedUp }: { lookedUp: OrderView }) {
  const { data: order, isError } = useQuery({ ...myOrderQuery(lookedUp.orderNo), retry: false });
  if (order) return <InPlaceAfterSale order={order} />;
  if (isError) {
    return (
      <>
        <p className={orderStyles.info}>취소·반품을 신청하려면 잠시 후 주문을 다시 조회해 주세요.</p>
        <OrderSummary order={lookedUp} />
      </>
    );
  }
  return <LoadingBlock label="주문 정보를 불러오는 중" />;
}
