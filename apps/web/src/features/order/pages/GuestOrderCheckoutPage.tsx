import { ComingSoon } from '@/shared/ui';

export default function GuestOrderCheckoutPage() {
  return <ComingSoon title="비회원 주문/결제" />;
}
