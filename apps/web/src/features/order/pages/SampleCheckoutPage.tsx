import { ComingSoon } from '@/shared/ui';

export default function SampleCheckoutPage() {
  return <ComingSoon title="샘플 주문/결제" />;
}
