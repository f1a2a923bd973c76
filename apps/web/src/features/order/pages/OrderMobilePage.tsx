import { withQueryClient } from '@/shared/query';
import { OrderMobileReturn } from '../payment/OrderMobileReturn';

function OrderMobilePage() {
  return <OrderMobileReturn guest={false} />;
}

export default withQueryClient(OrderMobilePage);
