import { ComingSoon } from '@/shared/ui';

export default function ShowroomOfficePage() {
  return <ComingSoon title="쇼룸 안내" />;
}
