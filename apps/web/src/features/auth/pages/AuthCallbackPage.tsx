import { ComingSoon } from '@/shared/ui';

export default function AuthCallbackPage() {
  return <ComingSoon title="로그인 처리" />;
}
