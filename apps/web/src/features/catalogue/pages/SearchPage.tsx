import { ComingSoon } from '@/shared/ui';

export default function SearchPage() {
  return <ComingSoon title="검색" />;
}
