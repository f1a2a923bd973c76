import { ComingSoon } from '@/shared/ui';

export default function NoticeListPage() {
  return <ComingSoon title="공지사항" />;
}
