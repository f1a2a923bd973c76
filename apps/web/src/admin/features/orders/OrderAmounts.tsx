import { formatKrw, type AdminOrderView } from '@maru/domain';
import own from './orders.module.css';

const minus = (amount: number) => `−${formatKrw(amount)}`;

/**
 * The order's money as it was stored when placed: 상품 금액, each delivery group's fee (착불
 * is shown but paid to the carrier, not in the payment), the 도서산간 surcharge, discounts,
 * coupons and points, and the amount paid. Integer won throughout.
 */
export function OrderAmounts({ order }: { order: Pick<AdminOrderView, 'amounts' | 'deliveryGroups' | 'lines'> }) {
  const { amounts, deliveryGroups } = order;
  const couponDiscount = amounts.couponDiscount ?? 0;
  const shippingCouponDiscount = amounts.shippingCouponDiscount ?? 0;
  const pointsUsed = amounts.pointsUsed ?? 0;
  const productsOf = (groupKey: string) => order.lines.filter((line) => line.deliveryGroupKey === groupKey).map((line) => line.productName);
  return (
    <dl className={own.amounts} aria-label="결제 금액 내역">
      <dt>상품 금액 (정가)</dt>
      <dd>{formatKrw(amounts.productAmount)}</dd>
      {amounts.discountAmount > 0 ? (
        <>
          <dt className={own.sub}>상품 할인</dt>
          <dd className={own.sub}>{minus(amounts.discountAmount)}</dd>
        </>
      ) : null}
      <dt>배송비 (선불)</dt>
      <dd>{formatKrw(amounts.deliveryFee)}</dd>
      {deliveryGroups.map((group) => {
        const products = productsOf(group.groupKey);
        const free = group.payType === 'PREPAY' && group.charged === 0 && group.fee > 0;
        return (
          <div key={group.groupKey} className={own.pair}>
            <dt className={own.sub}>
              {group.method} {group.payType === 'ARRIVAL' ? '착불' : '선불'}
              {products.length ? ` · ${products[0]}${products.length > 1 ? ` 외 ${products.length - 1}건` : ''}` : ''}
              {free && group.freeOver !== null ? ` (${formatKrw(group.freeOver)} 이상 무료)` : ''}
            </dt>
            <dd className={own.sub}>{group.payType === 'ARRIVAL' ? `${formatKrw(group.charged)} (착불, 받을 때 지불)` : free ? '무료' : formatKrw(group.charged)}</dd>
          </div>
        );
      })}
      {amounts.remoteAreaFee > 0 ? (
        <>
          <dt>도서산간 추가 배송비</dt>
          <dd>{formatKrw(amounts.remoteAreaFee)}</dd>
        </>
      ) : null}
      {amounts.sampleFee > 0 ? (
        <>
          <dt>샘플비</dt>
          <dd>{formatKrw(amounts.sampleFee)}</dd>
        </>
      ) : null}
      {couponDiscount > 0 ? (
        <>
          <dt>상품 쿠폰 할인</dt>
          <dd>{minus(couponDiscount)}</dd>
        </>
      ) : null}
      {shippingCouponDiscount > 0 ? (
        <>
          <dt>배송비 쿠폰 할인</dt>
          <dd>{minus(shippingCouponDiscount)}</dd>
        </>
      ) : null}
      {pointsUsed > 0 ? (
        <>
          <dt>적립금 사용</dt>
          <dd>{minus(pointsUsed)}</dd>
        </>
      ) : null}
      <dt className={own.total}>결제 금액</dt>
      <dd className={own.total}>{formatKrw(amounts.payAmount)}</dd>
      {amounts.arrivalDeliveryFee > 0 ? (
        <>
          <dt className={own.sub}>착불 배송비 (결제 금액에 포함되지 않음)</dt>
          <dd className={own.sub}>{formatKrw(amounts.arrivalDeliveryFee)}</dd>
        </>
      ) : null}
    </dl>
  );
}
