import { ComingSoon } from '@/shared/ui';

export default function OrderMobilePage() {
  return <ComingSoon title="모바일 결제" />;
}
