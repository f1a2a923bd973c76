import { ComingSoon } from '@/shared/ui';

export default function OrderCancelListPage() {
  return <ComingSoon title="취소·반품 내역" />;
}
