import { ComingSoon } from '@/shared/ui';

export default function WithdrawalPage() {
  return <ComingSoon title="회원 탈퇴" />;
}
