import { ComingSoon } from '@/shared/ui';

export default function InvitationEventPage() {
  return <ComingSoon title="친구 초대 이벤트" />;
}
