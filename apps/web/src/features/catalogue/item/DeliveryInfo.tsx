import type { Delivery } from '../api/schemas';
import { appliedDelivery, feeTerms } from './delivery-terms';
import styles from './ProductItem.module.css';

/** The one way this product ships (see delivery-terms.ts for why one): method, fee, free-over, prepaid or on arrival. */
export function DeliveryInfo({ deliveries, methodNames }: { deliveries: readonly Delivery[]; methodNames: ReadonlyMap<string, string> }) {
  const delivery = appliedDelivery(deliveries);
  if (!delivery) return null;
  return (
    <section className={styles.delivery} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={styles.subHeading}>
        배송 정보
      </h2>
      <dl data-testid="delivery-statement">
        <div className={styles.deliveryRow}>
          <dt>배송 방법</dt>
          <dd>{delivery.methodName || methodNames.get(delivery.deliveryMethod) || delivery.deliveryMethod}</dd>
        </div>
        <div className={styles.deliveryRow}>
          <dt>배송비</dt>
          <dd>{feeTerms(delivery)}</dd>
        </div>
      </dl>
      <a className={styles.sectionLink} href="#shipping-guide-heading">
        배송·교환·반품 안내 보기
      </a>
    </section>
  );
}
