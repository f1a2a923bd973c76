import { ComingSoon } from '@/shared/ui';

export default function ProductHistoryPage() {
  return <ComingSoon title="최근 본 상품" />;
}
