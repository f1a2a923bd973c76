import { type ClaimView, formatKrw, formatKstDateTime } from '@maru/domain';
import type { ReactNode } from 'react';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';

const payerLabels = { SHOPPER: '고객 부담', SHOP: '판매자 부담' } as const;

function refundText(claim: ClaimView): string {
  if (claim.refundAmount !== null) return formatKrw(claim.refundAmount);
  if (claim.status === 'REJECTED') return '환불 없음';
  return claim.kind === 'RETURN' ? '반품 상품 검수 후 확정' : '판매자 확인 후 확정';
}

type HeadingTag = 'h2' | 'h3';

interface SectionProps {
  claim: ClaimView;
  Heading: HeadingTag;
}

/** The claim itself: numbers, kind, state, dates, the reason and, if refused, why. */
export function ClaimSummarySection({ claim, Heading, orderLink }: SectionProps & { orderLink?: ReactNode }) {
  return (
    <section className={orderStyles.section} aria-labelledby="claim-summary-title">
      <Heading id="claim-summary-title" className={orderStyles.sectionTitle}>
        {claim.kindLabel} 정보
      </Heading>
      <dl className={orderStyles.facts}>
        <div>
          <dt>접수번호</dt>
          <dd data-testid="claim-no">{claim.claimNo}</dd>
        </div>
        <div>
          <dt>주문번호</dt>
          <dd>{orderLink ?? claim.orderNo}</dd>
        </div>
        <div>
          <dt>구분</dt>
          <dd>{claim.kindLabel}</dd>
        </div>
        <div>
          <dt>처리 상태</dt>
          <dd>
            <span className={orderStyles.statusLabel} data-testid="claim-status">
              {claim.statusLabel}
            </span>
          </dd>
        </div>
        <div>
          <dt>신청 일시</dt>
          <dd>{formatKstDateTime(claim.createdAt)}</dd>
        </div>
        {claim.completedAt ? (
          <div>
            <dt>완료 일시</dt>
            <dd>{formatKstDateTime(claim.completedAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>사유</dt>
          <dd>
            {claim.reasonLabel}
            {claim.reasonText ? <span className={styles.reasonText}>{claim.reasonText}</span> : null}
          </dd>
        </div>
        {claim.rejectReason ? (
          <div>
            <dt>반려 사유</dt>
            <dd className={styles.rejected} data-testid="claim-reject-reason">
              {claim.rejectReason}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The lines the claim takes, with their own state. */
export function ClaimLinesSection({ claim, Heading }: SectionProps) {
  return (
    <section className={orderStyles.section} aria-labelledby="claim-lines-title">
      <Heading id="claim-lines-title" className={orderStyles.sectionTitle}>
        {claim.kindLabel} 상품 ({claim.lines.length})
      </Heading>
      <ul className={orderStyles.lines}>
        {claim.lines.map((line) => (
          <li key={line.lineNo} className={orderStyles.line}>
            <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
            <div className={orderStyles.lineBody}>
              <span className={orderStyles.lineName}>{line.productName}</span>
              <span className={orderStyles.muted}>
                {line.optionName ? `${line.optionName} · ` : ''}
                {line.qty}개
              </span>
              <span className={styles.chip}>{line.statusLabel}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The refund: amount, state, date, return shipping and the account it goes to. */
export function ClaimRefundSection({ claim, Heading }: SectionProps) {
  return (
    <section className={orderStyles.section} aria-labelledby="claim-refund-title">
      <Heading id="claim-refund-title" className={orderStyles.sectionTitle}>
        환불 정보
      </Heading>
      <dl className={orderStyles.facts}>
        <div>
          <dt>환불 금액</dt>
          <dd className={styles.refundAmount} data-testid="claim-refund-amount">
            {refundText(claim)}
          </dd>
        </div>
        <div>
          <dt>환불 상태</dt>
          <dd data-testid="claim-refund-status">{claim.refundStatusLabel}</dd>
        </div>
        {claim.refundedAt ? (
          <div>
            <dt>환불 일시</dt>
            <dd>{formatKstDateTime(claim.refundedAt)}</dd>
          </div>
        ) : null}
        {claim.kind === 'RETURN' ? (
          <div>
            <dt>반품 배송비</dt>
            <dd>
              {claim.returnShippingPayer ? `${payerLabels[claim.returnShippingPayer]} · ` : ''}
              {formatKrw(claim.returnShippingFee)}
            </dd>
          </div>
        ) : null}
        {claim.refundAccount ? (
          <div>
            <dt>환불 계좌</dt>
            <dd>
              {claim.refundAccount.accountNo} ({claim.refundAccount.holder})
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
