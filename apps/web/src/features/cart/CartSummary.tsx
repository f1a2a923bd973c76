import { formatKrw, type CartTotals, type SampleTotals } from '@maru/domain';
import { Button } from '@/shared/ui';
import type { CartType } from './cart-actions';
import styles from './Cart.module.css';

interface Group {
  method: string;
  payType: string;
  fee: number;
  freeOver: number | null;
  charged: number;
}

interface CartSummaryProps {
  cartType: CartType;
  totals: CartTotals | SampleTotals;
  groups: readonly Group[];
  onOrder: () => void;
}

export function CartSummary({ cartType, totals, groups, onOrder }: CartSummaryProps) {
  const arrival = 'arrivalDeliveryFee' in totals ? totals.arrivalDeliveryFee : 0;
  return (
    <aside className={styles.summary} aria-label="결제 예정 금액">
      <dl>
        <div>
          <dt>상품 금액</dt>
          <dd data-testid="product-amount">{formatKrw(totals.productAmount)}</dd>
        </div>
        <div>
          <dt>할인 금액</dt>
          <dd>-{formatKrw(totals.discountAmount)}</dd>
        </div>
        <div>
          <dt>{cartType === 'SAMPLE' ? '샘플 배송비' : '배송비 (선불)'}</dt>
          <dd>{formatKrw(totals.deliveryFee)}</dd>
        </div>
        {cartType === 'PRODUCT'
          ? groups.map((group, index) => (
              <div key={index} className={styles.groupFee}>
                <dt>
                  └ {group.method} {group.payType === 'ARRIVAL' ? '착불' : '선불'}
                  {group.freeOver !== null ? ` (${formatKrw(group.freeOver)} 이상 무료)` : ''}
                </dt>
                <dd>{group.charged === 0 ? '무료' : formatKrw(group.charged)}</dd>
              </div>
            ))
          : null}
        {arrival > 0 ? (
          <div>
            <dt>착불 배송비 (수령 시 결제)</dt>
            <dd>{formatKrw(arrival)}</dd>
          </div>
        ) : null}
        <div className={styles.payAmount}>
          <dt>결제 예정 금액</dt>
          <dd data-testid="pay-amount">{formatKrw(totals.payAmount)}</dd>
        </div>
      </dl>
      <Button size="lg" disabled={totals.count === 0} onClick={onOrder}>
        {totals.count > 0 ? `${totals.count}개 상품 주문하기` : '주문하기'}
      </Button>
    </aside>
  );
}
