import { ComingSoon } from '@/shared/ui';

export default function AddressRegistrationPage() {
  return <ComingSoon title="배송지 등록" />;
}
