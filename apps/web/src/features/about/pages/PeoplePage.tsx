import { ComingSoon } from '@/shared/ui';

export default function PeoplePage() {
  return <ComingSoon title="마루 사람들" />;
}
