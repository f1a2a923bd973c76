import { ComingSoon } from '@/shared/ui';

export default function WishPage() {
  return <ComingSoon title="위시리스트" />;
}
