import { ComingSoon } from '@/shared/ui';

export default function VerifyCallbackPage() {
  return <ComingSoon title="본인인증 결과 확인" />;
}
