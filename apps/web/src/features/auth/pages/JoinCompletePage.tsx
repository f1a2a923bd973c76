import { ComingSoon } from '@/shared/ui';

export default function JoinCompletePage() {
  return <ComingSoon title="회원가입 완료" />;
}
