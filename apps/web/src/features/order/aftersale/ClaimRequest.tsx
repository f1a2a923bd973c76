import { useQuery } from '@tanstack/react-query';
import type { ClaimKindName } from '@maru/domain';
import { EmptyState, LoadFailed, Spinner } from '@/shared/ui';
import type { ClaimSubmitted } from '../api/aftersale-api';
import orderStyles from '../Order.module.css';
import { ClaimForm } from './ClaimForm';
import { myOrderQuery } from './queries';

interface ClaimRequestProps {
  kind: ClaimKindName;
  orderNo: string;
  initialLineNos: readonly number[];
  onSubmitted: (result: ClaimSubmitted) => void;
  onCancel?: () => void;
  headingLevel?: 2 | 3;
}

/** The cancel or return form for an order it loads first (its lines and what each allows). */
export function ClaimRequest({ kind, orderNo, initialLineNos, onSubmitted, onCancel, headingLevel }: ClaimRequestProps) {
  const { data: order, isError, error, refetch, isPending } = useQuery(myOrderQuery(orderNo));
  if (!orderNo) return <EmptyState title="주문번호가 없습니다" description="주문 내역에서 취소하거나 반품할 주문을 골라 주세요." />;
  if (order) return <ClaimForm kind={kind} order={order} initialLineNos={initialLineNos} onSubmitted={onSubmitted} onCancel={onCancel} headingLevel={headingLevel} />;
  if (isError) return <LoadFailed title="주문을 볼 수 없습니다" error={error} fallback="주문 정보를 찾을 수 없습니다." onRetry={() => void refetch()} />;
  return isPending ? (
    <div className={orderStyles.placeholder}>
      <Spinner label="주문 정보를 불러오는 중" />
    </div>
  ) : null;
}
