import { ComingSoon } from '@/shared/ui';

export default function CartPage() {
  return <ComingSoon title="장바구니" />;
}
