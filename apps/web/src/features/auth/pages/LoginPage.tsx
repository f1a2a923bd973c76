import { ComingSoon } from '@/shared/ui';

export default function LoginPage() {
  return <ComingSoon title="로그인" />;
}
