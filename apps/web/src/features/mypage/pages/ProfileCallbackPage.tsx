import { ComingSoon } from '@/shared/ui';

export default function ProfileCallbackPage() {
  return <ComingSoon title="회원정보 변경 확인" />;
}
