import { formatKrw, type DeliveryGroupView, type OrderAmountsView, type OrderType } from '@maru/domain';
import type { ReactNode } from 'react';
import styles from '../Order.module.css';

interface AmountsBoxProps {
  title: string;
  orderType: OrderType;
  amounts: OrderAmountsView;
  deliveryGroups: readonly DeliveryGroupView[];
  /** Members' checkout: the coupon and points lines show even at 0원 (elsewhere only when used). */
  benefitLines?: boolean;
  /** The 도서산간 area's name, when the address is in one. */
  remoteAreaLabel?: string | null;
  /** The pay button, consent and notes below the amounts. */
  children?: ReactNode;
}

function groupFee(group: DeliveryGroupView): string {
  if (group.payType === 'ARRIVAL') return group.charged > 0 ? `착불 (상품 수령 시 결제) ${formatKrw(group.charged)}` : '착불 (상품 수령 시 결제)';
  return group.charged === 0 ? '무료' : formatKrw(group.charged);
}

/** The amounts as the server priced them: every piece and the total they add up to. */
export function AmountsBox({ title, orderType, amounts, benefitLines = false, deliveryGroups, remoteAreaLabel, children }: AmountsBoxProps) {
  const sample = orderType === 'SAMPLE';
  const minus = (amount: number) => (amount > 0 ? `-${formatKrw(amount)}` : '0원');
  // Spent coupons and points, as the server priced them (absent from older answers: 0).
  const benefits = [
    { label: '쿠폰 할인', amount: amounts.couponDiscount ?? 0, testId: 'coupon-discount' },
    { label: '배송비 쿠폰', amount: amounts.shippingCouponDiscount ?? 0, testId: 'shipping-coupon-discount' },
    { label: '적립금 사용', amount: amounts.pointsUsed ?? 0, testId: 'points-used' },
  ].filter((line) => benefitLines || line.amount > 0);
  return (
    <section className={styles.amounts} aria-label={title}>
      <h2>{title}</h2>
      <dl>
        <div>
          <dt>상품금액</dt>
          <dd data-testid="product-amount">{formatKrw(amounts.productAmount)}</dd>
        </div>
        <div>
          <dt>할인</dt>
          <dd data-testid="discount-amount">{amounts.discountAmount > 0 ? `-${formatKrw(amounts.discountAmount)}` : '0원'}</dd>
        </div>
        {sample ? (
          <div>
            <dt>샘플 배송비</dt>
            <dd data-testid="sample-fee">{formatKrw(amounts.sampleFee)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>배송비</dt>
              <dd data-testid="delivery-fee">{formatKrw(amounts.deliveryFee)}</dd>
            </div>
            {deliveryGroups.map((group) => (
              <div key={group.groupKey} className={styles.subRow}>
                <dt>
                  └ {group.method}
                  {group.payType === 'PREPAY' && group.freeOver !== null ? ` (${formatKrw(group.freeOver)} 이상 무료)` : ''}
                </dt>
                <dd>{groupFee(group)}</dd>
              </div>
            ))}
          </>
        )}
        {amounts.remoteAreaFee > 0 || remoteAreaLabel ? (
          <div>
            <dt>도서산간 추가 배송비{remoteAreaLabel ? ` (${remoteAreaLabel})` : ''}</dt>
            <dd data-testid="remote-area-fee">{formatKrw(amounts.remoteAreaFee)}</dd>
          </div>
        ) : null}
        {benefits.map((line) => (
          <div key={line.testId}>
            <dt>{line.label}</dt>
            <dd data-testid={line.testId}>{minus(line.amount)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>최종 결제금액</dt>
          <dd data-testid="pay-amount">{formatKrw(amounts.payAmount)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        VAT 포함 (부가세 {formatKrw(amounts.vatAmount)})
        {amounts.arrivalDeliveryFee > 0 ? ` · 착불 배송비 ${formatKrw(amounts.arrivalDeliveryFee)}은 상품 수령 시 따로 결제합니다.` : ''}
      </p>
      {children}
    </section>
  );
}
