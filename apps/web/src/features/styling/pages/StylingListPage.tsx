import { ComingSoon } from '@/shared/ui';

export default function StylingListPage() {
  return <ComingSoon title="스타일링" />;
}
