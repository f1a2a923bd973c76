import { ComingSoon } from '@/shared/ui';

export default function OrderDetailPage() {
  return <ComingSoon title="주문 상세" />;
}
