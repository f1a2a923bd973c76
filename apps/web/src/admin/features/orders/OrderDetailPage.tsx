import type { AdminOrderView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/shared/ui/Spinner';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { ClaimsPanel } from './ClaimsPanel';
import { LineActionDialog } from './LineActionDialog';
import { OrderLines } from './OrderLines';
import { OrderPayment } from './OrderPayment';
import { orderQuery } from './orders-api';
import { useLineActions } from './use-line-actions';

/** One order: its lines (choose some, then act on them), payment, delivery address and claims. */
export function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const order = useQuery(orderQuery(orderNo));
  return (
    <>
      <PageHeader title={`주문 ${orderNo}`} description={<Link to="..">주문 목록으로</Link>} />
      {order.isPending ? (
        <Spinner label="주문을 불러오는 중" />
      ) : order.isError ? (
        <QueryFailure error={order.error} retry={() => void order.refetch()} />
      ) : (
        <OrderDetail order={order.data} />
      )}
    </>
  );
}

function OrderDetail({ order }: { order: AdminOrderView }) {
  const { chosen, acting, setActing, eventsOf, allows, toggle, done } = useLineActions(order);

  return (
    <>
      <OrderLines order={order} chosen={chosen} eventsOf={eventsOf} allows={allows} toggle={toggle} pending={done.isPending} onAct={setActing} />

      <ClaimsPanel order={order} pending={done.isPending} onDecide={(run) => done.mutate(run)} />

      <OrderPayment order={order} />

      {acting ? (
        <LineActionDialog
          action={acting}
          order={order}
          lineNos={chosen}
          pending={done.isPending}
          onCancel={() => setActing(undefined)}
          onConfirm={(run) => done.mutate(run)}
        />
      ) : null}
    </>
  );
}
