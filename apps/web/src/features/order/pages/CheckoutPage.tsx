import { ComingSoon } from '@/shared/ui';

export default function CheckoutPage() {
  return <ComingSoon title="주문/결제" />;
}
