import { ComingSoon } from '@/shared/ui';

export default function ReviewWritePage() {
  return <ComingSoon title="리뷰 작성" />;
}
