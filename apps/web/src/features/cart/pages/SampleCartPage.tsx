import { ComingSoon } from '@/shared/ui';

export default function SampleCartPage() {
  return <ComingSoon title="샘플 장바구니" />;
}
