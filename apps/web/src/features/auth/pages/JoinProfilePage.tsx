import { ComingSoon } from '@/shared/ui';

export default function JoinProfilePage() {
  return <ComingSoon title="회원가입 · 프로필 입력" />;
}
