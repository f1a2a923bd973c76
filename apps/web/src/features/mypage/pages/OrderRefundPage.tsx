import { ComingSoon } from '@/shared/ui';

export default function OrderRefundPage() {
  return <ComingSoon title="반품 신청" />;
}
