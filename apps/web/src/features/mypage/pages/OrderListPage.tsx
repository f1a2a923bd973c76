import { ComingSoon } from '@/shared/ui';

export default function OrderListPage() {
  return <ComingSoon title="주문 내역" />;
}
