import { formatKrw, type AdminOrderView } from '@maru/domain';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { OrderAmounts } from './OrderAmounts';
import own from './orders.module.css';

/** 결제와 배송지: the order's amounts, its number and date, the payment, who ordered and who receives it. */
export function OrderPayment({ order }: { order: AdminOrderView }) {
  return (
    <section className={styles.panel} aria-labelledby="order-payment">
      <h2 id="order-payment">결제와 배송지</h2>
      <OrderAmounts order={order} />
      <dl>
        <dt>주문번호</dt>
        <dd className={own.figure}>{order.orderNo}</dd>
        <dt>주문일시</dt>
        <dd className={own.figure}>{formatDateTime(order.createdAt)}</dd>
        <dt>결제</dt>
        <dd>
          {order.payment.methodLabel} · 결제 <span className={own.figure}>{formatKrw(order.payment.paidAmount)}</span>, 환불 <span className={own.figure}>{formatKrw(order.payment.refundedAmount)}</span>
        </dd>
        <dt>주문자</dt>
        <dd>
          {order.orderer.name} · <span className={own.figure}>{order.orderer.phone}</span> {order.memberId === null ? '(비회원)' : `(회원 ${order.memberId})`}
        </dd>
        <dt>받는 분</dt>
        <dd>
          {order.receiver.name} · <span className={own.figure}>{order.receiver.phone}</span> · ({order.receiver.zonecode}) {order.receiver.address} {order.receiver.addressDetail}
          {order.receiver.memo ? ` · ${order.receiver.memo}` : ''}
        </dd>
      </dl>
    </section>
  );
}
