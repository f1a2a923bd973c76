import { ComingSoon } from '@/shared/ui';

export default function BookmarkPage() {
  return <ComingSoon title="북마크" />;
}
