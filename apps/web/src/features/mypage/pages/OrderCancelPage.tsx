import { withQueryClient } from '@/shared/query';
import { ClaimRequestPage } from '../orders/ClaimRequestPage';

export default withQueryClient(function OrderCancelPage() {
  return <ClaimRequestPage kind="CANCEL" />;
});
