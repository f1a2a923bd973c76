import { ComingSoon } from '@/shared/ui';

export default function ProfilePage() {
  return <ComingSoon title="회원정보 수정" />;
}
