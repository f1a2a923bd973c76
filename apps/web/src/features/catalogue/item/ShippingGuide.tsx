import { formatKrw, ISLAND_FEE, JEJU_FEE, withParticle } from '@maru/domain';
import type { Delivery } from '../api/schemas';
import { changeOfMindReturnFee, feeTerms } from './delivery-terms';
import styles from './ProductItem.module.css';

// 배송·교환·반품 안내 for this product: its delivery (delivery-terms.ts), the withdrawal windows
// of spec 02 §9 (전자상거래법 §17), who pays the way back (§18⑨, domain aftersale/refund.ts)
// and the 도서산간 surcharge (domain order/remoteArea.ts, docs/remote-area-fees.md).


function ReturnFee({ delivery }: { delivery: Delivery }) {
  const fee = changeOfMindReturnFee(delivery);
  if (!fee) return <>착불로 받으신 상품이라 돌려보내실 때도 운송비를 운송사에 직접 내 주세요.</>;
  if (fee.oneWay === 0) return <>이 상품은 배송비가 없어 반품 배송비도 받지 않아요.</>;
  return (
    <>
      반품 배송비 {formatKrw(fee.oneWay)}을 내 주세요. 무료 배송으로 받으셨다면 왕복 배송비 {formatKrw(fee.roundTrip)}이 들어요.
    </>
  );
}

/** `delivery`: the one the order uses (appliedDelivery); undefined while it loads. */
export function ShippingGuide({ delivery }: { delivery: Delivery | undefined }) {
  return (
    <section className={styles.guide} aria-labelledby="shipping-guide-heading" data-testid="shipping-guide">
      <h2 id="shipping-guide-heading" className={styles.subHeading}>
        배송·교환·반품 안내
      </h2>
      <h3 className={styles.guideHeading}>배송</h3>
      <ul className={styles.guideList}>
        {delivery ? (
          <li>
            이 상품은 {withParticle(delivery.methodName, '으로/로')} 보내 드려요. 배송비: {feeTerms(delivery)}
          </li>
        ) : null}
        <li>결제를 확인한 날부터 3영업일 안에 보내 드려요. 늦어도 주문하신 날부터 7일 안에 출고해요.</li>
        {delivery?.payType === 'ARRIVAL' ? (
          <li>착불 배송이라 도서산간 지역에서는 운송사가 받는 추가 운송비를 받으실 때 함께 내시게 돼요.</li>
        ) : (
          <li>
            제주 지역은 {formatKrw(JEJU_FEE)}, 그 밖의 도서산간 지역은 {formatKrw(ISLAND_FEE)}의 추가 배송비가 붙어요. 주문서에 주소를 넣으시면 바로
            계산돼요.
          </li>
        )}
      </ul>
      <h3 className={styles.guideHeading}>교환·반품</h3>
      <ul className={styles.guideList}>
        <li>상품을 받으신 날부터 7일 안에 교환·반품을 신청하실 수 있어요. 마이페이지 주문 내역에서 신청해 주세요.</li>
        <li>받으신 상품이 불량이거나 주문하신 내용과 다르면 받으신 날부터 3개월, 그 사실을 아신 날부터 30일 안에 신청하실 수 있어요.</li>
        <li>
          단순 변심: {delivery ? <ReturnFee delivery={delivery} /> : '반품 배송비는 고객님이 부담해 주세요.'}
        </li>
        <li>불량·오배송·상품 정보와 다른 경우: 오가는 배송비는 모두 마루가 부담해요.</li>
        <li>사용하시거나 훼손해 상품 가치가 크게 떨어진 경우(시공한 타일, 조립해 쓰신 가구 등)에는 교환·반품이 어려워요. 상품을 확인하려고 포장만 여신 경우는 괜찮아요.</li>
      </ul>
    </section>
  );
}
