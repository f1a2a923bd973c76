import { ComingSoon } from '@/shared/ui';

export default function PointPage() {
  return <ComingSoon title="포인트" />;
}
