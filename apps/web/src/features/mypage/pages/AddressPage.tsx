import { ComingSoon } from '@/shared/ui';

export default function AddressPage() {
  return <ComingSoon title="배송지 관리" />;
}
