import { ComingSoon } from '@/shared/ui';

export default function OrderCancelPage() {
  return <ComingSoon title="주문 취소 신청" />;
}
