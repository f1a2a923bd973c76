import { ComingSoon } from '@/shared/ui';

export default function CouponPage() {
  return <ComingSoon title="쿠폰" />;
}
