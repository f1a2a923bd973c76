import { ComingSoon } from '@/shared/ui';

export default function GuestOrderMobilePage() {
  return <ComingSoon title="비회원 모바일 결제" />;
}
