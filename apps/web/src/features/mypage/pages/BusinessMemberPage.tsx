import { ComingSoon } from '@/shared/ui';

export default function BusinessMemberPage() {
  return <ComingSoon title="사업자 회원 전환" />;
}
