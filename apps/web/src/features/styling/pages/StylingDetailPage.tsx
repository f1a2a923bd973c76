import { ComingSoon } from '@/shared/ui';

export default function StylingDetailPage() {
  return <ComingSoon title="스타일링 상세" />;
}
