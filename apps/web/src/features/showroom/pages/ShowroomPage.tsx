import { ComingSoon } from '@/shared/ui';

export default function ShowroomPage() {
  return <ComingSoon title="쇼룸" />;
}
