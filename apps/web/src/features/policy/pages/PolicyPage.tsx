import { useParams } from 'react-router';
import { ComingSoon } from '@/shared/ui';
import { DEFAULT_POLICY_CATEGORY, isPolicyCategory, policyTitles } from '../policy-categories';

export default function PolicyPage() {
  const { category } = useParams();
  const current = category && isPolicyCategory(category) ? category : DEFAULT_POLICY_CATEGORY;
  return <ComingSoon title={policyTitles[current]} />;
}
