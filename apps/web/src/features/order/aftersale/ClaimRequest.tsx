import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailed } from '@/shared/ui';
import { LoadingBlock } from '../components/LoadingBlock';
import { ClaimForm, type ClaimFormProps } from './ClaimForm';
import { myOrderQuery } from './queries';

/** The form's own props, with the order's number in place of the order. */
type ClaimRequestProps = Omit<ClaimFormProps, 'order'> & { orderNo: string };

/** The cancel or return form for an order it loads first (its lines and what each allows). */
export function ClaimRequest({ kind, orderNo, initialLineNos, onSubmitted, onCancel, headingLevel }: ClaimRequestProps) {
  const { data: order, isError, error, refetch, isPending } = useQuery(myOrderQuery(orderNo));
  if (!orderNo) return <EmptyState title="주문번호가 없습니다" description="주문 내역에서 취소하거나 반품할 주문을 골라 주세요." />;
  if (order) return <ClaimForm kind={kind} order={order} initialLineNos={initialLineNos} onSubmitted={onSubmitted} onCancel={onCancel} headingLevel={headingLevel} />;
  if (isError) return <LoadFailed title="주문을 볼 수 없습니다" error={error} fallback="주문 정보를 찾을 수 없습니다." onRetry={() => void refetch()} />;
  return isPending ? <LoadingBlock label="주문 정보를 불러오는 중" /> : null;
}
