import { ComingSoon } from '@/shared/ui';

export default function JoinPage() {
  return <ComingSoon title="회원가입" />;
}
