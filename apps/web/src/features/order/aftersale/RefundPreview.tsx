import { formatKrw, type ClaimKindName, type RefundQuoteView } from '@maru/domain';
import { useId } from 'react';
import styles from './AfterSale.module.css';

interface RefundPreviewProps {
  kind: ClaimKindName;
  quote: RefundQuoteView | undefined;
  /** The preview shown is for an earlier choice, or is being asked for. */
  updating: boolean;
  /** Why there is no preview yet (nothing chosen …), shown instead of the amounts. */
  waitingFor?: string;
  error?: string;
  headingLevel?: 2 | 3;
}

const payerLabels = { SHOPPER: '고객 부담', SHOP: '판매자 부담' } as const;

/** A removal that ends free delivery for what remains costs; fees no longer owed come back. */
function deliveryChange(adjustment: number): string {
  if (adjustment > 0) return `-${formatKrw(adjustment)}`;
  if (adjustment < 0) return `+${formatKrw(-adjustment)}`;
  return '변동 없음';
}

/** 환불 예정 금액: the server's quote for the lines and reason chosen, announced as it changes. */
export function RefundPreview({ kind, quote, updating, waitingFor, error, headingLevel = 2 }: RefundPreviewProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.preview} aria-labelledby={titleId} aria-busy={updating || undefined}>
      <Heading id={titleId} className={styles.previewTitle}>
        환불 안내
        {updating && !waitingFor ? <span className={styles.updating}> 계산 중…</span> : null}
      </Heading>
      <div role="status" className={styles.previewBody}>
        {waitingFor ? (
          <p className={styles.muted}>{waitingFor}</p>
        ) : error ? (
          <p className={styles.previewError}>{error}</p>
        ) : quote ? (
          <>
            <dl className={styles.previewAmounts}>
              <div className={styles.previewTotal}>
                <dt>환불 예정 금액</dt>
                <dd data-testid="refund-amount">{formatKrw(quote.refund)}</dd>
              </div>
              <div>
                <dt>상품 금액</dt>
                <dd data-testid="refund-items">{formatKrw(quote.itemsAmount)}</dd>
              </div>
              <div>
                <dt>배송비 변동</dt>
                <dd data-testid="refund-delivery">{deliveryChange(quote.deliveryAdjustment)}</dd>
              </div>
              {kind === 'RETURN' ? (
                <div>
                  <dt>반품 배송비{quote.returnShippingPayer ? ` (${payerLabels[quote.returnShippingPayer]})` : ''}</dt>
                  <dd data-testid="refund-return-fee">{quote.returnShippingFee > 0 ? `-${formatKrw(quote.returnShippingFee)}` : '0원'}</dd>
                </div>
              ) : null}
            </dl>
            {quote.deliveryAdjustment > 0 ? <p className={styles.muted}>남은 상품이 무료배송 기준에 못 미쳐 배송비를 빼고 환불합니다.</p> : null}
            <p className={styles.muted}>
              {quote.unpaid
                ? '아직 입금 전이라 환불할 금액이 없습니다.'
                : `${quote.refundNeedsAccount ? '입력한 계좌로' : '결제한 수단으로'} 영업일 기준 ${quote.refundBusinessDays}일 이내 환불`}
            </p>
          </>
        ) : (
          <p className={styles.muted}>환불 예정 금액을 계산하고 있습니다.</p>
        )}
      </div>
    </section>
  );
}
