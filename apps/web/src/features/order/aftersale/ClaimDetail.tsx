import { useQuery } from '@tanstack/react-query';
import type { ClaimView } from '@maru/domain';
import { useEffect, type ReactNode } from 'react';
import { EmptyState, LoadFailed } from '@/shared/ui';
import orderStyles from '../Order.module.css';
import { LoadingBlock } from '../components/LoadingBlock';
import { ClaimLinesSection, ClaimRefundSection, ClaimSummarySection } from './ClaimFactsSections';
import { claimQuery, myOrderQuery } from './queries';
import { pushRefundOnce } from './refund-tracking';

/** One cancel or return: its state, reason, lines, refund, return shipping and, if refused, why. */
export function ClaimFacts({ claim, orderLink, headingLevel = 2 }: { claim: ClaimView; orderLink?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={orderStyles.sections}>
      <ClaimSummarySection claim={claim} Heading={Heading} orderLink={orderLink} />

      <ClaimLinesSection claim={claim} Heading={Heading} />

      <ClaimRefundSection claim={claim} Heading={Heading} />
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
