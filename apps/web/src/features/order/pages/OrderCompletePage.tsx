import { ComingSoon } from '@/shared/ui';

export default function OrderCompletePage() {
  return <ComingSoon title="주문 완료" />;
}
