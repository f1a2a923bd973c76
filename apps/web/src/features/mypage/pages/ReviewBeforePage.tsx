import { ComingSoon } from '@/shared/ui';

export default function ReviewBeforePage() {
  return <ComingSoon title="작성 가능한 리뷰" />;
}
