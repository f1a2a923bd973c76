import { ComingSoon } from '@/shared/ui';

export default function ProductItemPage() {
  return <ComingSoon title="상품 상세" />;
}
