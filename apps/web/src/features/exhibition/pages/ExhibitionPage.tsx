import { ComingSoon } from '@/shared/ui';

export default function ExhibitionPage() {
  return <ComingSoon title="기획전" />;
}
