import { withQueryClient } from '@/shared/query';
import { ClaimRequestPage } from '../orders/ClaimRequestPage';

// The spec names the return request's route "refund" (/mypage/order/refund).
export default withQueryClient(function OrderRefundPage() {
  return <ClaimRequestPage kind="RETURN" />;
});
