import { ComingSoon } from '@/shared/ui';

export default function InvitationPage() {
  return <ComingSoon title="친구 초대" />;
}
