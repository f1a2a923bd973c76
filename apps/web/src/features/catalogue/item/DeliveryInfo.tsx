import { formatKrw } from '@maru/domain';
import type { Delivery } from '../api/schemas';
import styles from './ProductItem.module.css';

const PAY_TYPE_LABELS: Record<Delivery['payType'], string> = { PREPAY: '선불', ARRIVAL: '착불' };

/** How the product ships: method, fee, the order total from which it is free, prepaid or on arrival. */
export function DeliveryInfo({ deliveries, methodNames }: { deliveries: readonly Delivery[]; methodNames: ReadonlyMap<string, string> }) {
  if (deliveries.length === 0) return null;
  return (
    <section className={styles.delivery} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={styles.subHeading}>
        배송 정보
      </h2>
      <dl>
        {deliveries.map((delivery) => (
          <div key={`${delivery.deliveryMethod}-${delivery.deliverySeq ?? ''}`} className={styles.deliveryRow}>
            <dt>{delivery.methodName ?? methodNames.get(delivery.deliveryMethod) ?? delivery.deliveryMethod}</dt>
            <dd>
              {delivery.deliveryFee === 0 ? '무료 배송' : `배송비 ${formatKrw(delivery.deliveryFee)}`}
              {delivery.deliveryFee > 0 && delivery.freeOver !== null ? ` (${formatKrw(delivery.freeOver)} 이상 구매 시 무료)` : ''}
              {delivery.deliveryFee > 0 ? ` · ${delivery.payTypeName ?? PAY_TYPE_LABELS[delivery.payType]}` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
