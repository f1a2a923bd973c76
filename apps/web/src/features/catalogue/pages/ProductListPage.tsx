import { ComingSoon } from '@/shared/ui';

export default function ProductListPage() {
  return <ComingSoon title="상품 목록" />;
}
