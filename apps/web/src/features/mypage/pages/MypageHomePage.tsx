import { ComingSoon } from '@/shared/ui';

export default function MypageHomePage() {
  return <ComingSoon title="마이페이지" />;
}
