import { ComingSoon } from '@/shared/ui';

export default function InquiryPage() {
  return <ComingSoon title="1:1 문의" />;
}
