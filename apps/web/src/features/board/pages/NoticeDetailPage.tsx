import { ComingSoon } from '@/shared/ui';

export default function NoticeDetailPage() {
  return <ComingSoon title="공지사항 상세" />;
}
