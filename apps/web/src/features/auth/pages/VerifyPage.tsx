import { ComingSoon } from '@/shared/ui';

export default function VerifyPage() {
  return <ComingSoon title="본인인증" />;
}
