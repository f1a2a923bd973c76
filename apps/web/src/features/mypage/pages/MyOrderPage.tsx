import { ComingSoon } from '@/shared/ui';

export default function MyOrderPage() {
  return <ComingSoon title="주문 상세" />;
}
