import { ComingSoon } from '@/shared/ui';

export default function ShowroomFloorPage() {
  return <ComingSoon title="쇼룸 층별 안내" />;
}
