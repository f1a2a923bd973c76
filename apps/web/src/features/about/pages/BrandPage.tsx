import { ComingSoon } from '@/shared/ui';

export default function BrandPage() {
  return <ComingSoon title="브랜드 소개" />;
}
