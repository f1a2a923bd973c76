import { ComingSoon } from '@/shared/ui';

export default function OrderCancelDetailPage() {
  return <ComingSoon title="취소 상세" />;
}
