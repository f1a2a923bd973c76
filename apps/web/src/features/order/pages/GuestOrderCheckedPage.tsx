import { ComingSoon } from '@/shared/ui';

export default function GuestOrderCheckedPage() {
  return <ComingSoon title="비회원 주문 확인" />;
}
