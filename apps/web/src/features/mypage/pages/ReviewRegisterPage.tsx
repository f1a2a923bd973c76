import { ComingSoon } from '@/shared/ui';

export default function ReviewRegisterPage() {
  return <ComingSoon title="작성한 리뷰" />;
}
