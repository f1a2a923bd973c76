import type { OrderView } from '@maru/domain';
import { AmountsBox } from '../components/AmountsBox';
import { OrderLineList } from '../components/OrderLineList';
import { ReceiverFacts } from '../components/ReceiverFacts';
import styles from '../Order.module.css';

/** What a placed order holds: when it arrives, the items, where they go and what was paid. */
export function PlacedDetails({ order }: { order: OrderView }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="complete-delivery-title">
        <h2 id="complete-delivery-title" className={styles.sectionTitle}>
          배송 안내
        </h2>
        {order.deliveryEstimate ? (
          <>
            <p className={styles.estimate} data-testid="delivery-estimate">
              {order.deliveryEstimate.label}
            </p>
            <p className={styles.muted}>주말과 공휴일을 빼고 계산한 날짜이며, 상품 준비 상황에 따라 달라질 수 있습니다.</p>
          </>
        ) : (
          <p className={styles.muted}>입금이 확인되면 도착 예정일을 알려 드립니다.</p>
        )}
        <ReceiverFacts receiver={order.receiver} />
      </section>
      <section className={styles.section} aria-labelledby="complete-lines-title">
        <h2 id="complete-lines-title" className={styles.sectionTitle}>
          주문 상품 ({order.lines.length})
        </h2>
        <OrderLineList lines={order.lines} />
      </section>
      <AmountsBox title="결제 금액" orderType={order.orderType} amounts={order.amounts} deliveryGroups={order.deliveryGroups} />
    </>
  );
}
