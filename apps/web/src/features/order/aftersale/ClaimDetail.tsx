import { useQuery } from '@tanstack/react-query';
import { type ClaimView, formatKrw, formatKstDateTime } from '@maru/domain';
import { useEffect, type ReactNode } from 'react';
import { EmptyState, LoadFailed } from '@/shared/ui';
import orderStyles from '../Order.module.css';
import { LoadingBlock } from '../components/LoadingBlock';
import styles from './AfterSale.module.css';
import { claimQuery, myOrderQuery } from './queries';
import { pushRefundOnce } from './refund-tracking';

const payerLabels = { SHOPPER: '고객 부담', SHOP: '판매자 부담' } as const;

function refundText(claim: ClaimView): string {
  if (claim.refundAmount !== null) return formatKrw(claim.refundAmount);
  if (claim.status === 'REJECTED') return '환불 없음';
  return claim.kind === 'RETURN' ? '반품 상품 검수 후 확정' : '판매자 확인 후 확정';
}

/** One cancel or return: its state, reason, lines, refund, return shipping and, if refused, why. */
export function ClaimFacts({ claim, orderLink, headingLevel = 2 }: { claim: ClaimView; orderLink?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={orderStyles.sections}>
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
    </div>
  );
}

interface ClaimDetailViewProps {
  claimNo: string;
  /** The order number as a link to the order, where the page has one. */
  orderLink?: (orderNo: string) => ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * A claim loaded by its number. A cancel or return the shopper asked for that has come back
 * completed with money to give back is reported as a refund, once (refund-tracking.ts).
 */
export function ClaimDetailView({ claimNo, orderLink, headingLevel }: ClaimDetailViewProps) {
  const { data: claim, isError, error, refetch, isPending } = useQuery(claimQuery(claimNo));
  // The refund event names the products by number and price, which the order's lines carry.
  const reportable = claim !== undefined && claim.requestedBy === 'SHOPPER' && claim.status === 'COMPLETED' && (claim.refundAmount ?? 0) > 0;
  const { data: order, isError: noOrder } = useQuery({ ...myOrderQuery(claim?.orderNo ?? ''), enabled: reportable });
  useEffect(() => {
    // Without the order the products go by name alone: the refund is still reported.
    if (reportable && claim && (order || noOrder)) pushRefundOnce(claim, order?.lines ?? []);
  }, [reportable, claim, order, noOrder]);

  if (!claimNo) return <EmptyState title="취소·반품 번호가 없습니다" />;
  if (claim) return <ClaimFacts claim={claim} orderLink={orderLink?.(claim.orderNo)} headingLevel={headingLevel} />;
  if (isError) return <LoadFailed title="취소·반품 내역을 볼 수 없습니다" error={error} fallback="내역을 찾을 수 없습니다." onRetry={() => void refetch()} />;
  return isPending ? <LoadingBlock label="취소·반품 내역을 불러오는 중" /> : null;
}
