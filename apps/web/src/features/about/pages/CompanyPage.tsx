import { ComingSoon } from '@/shared/ui';

export default function CompanyPage() {
  return <ComingSoon title="회사 소개" />;
}
