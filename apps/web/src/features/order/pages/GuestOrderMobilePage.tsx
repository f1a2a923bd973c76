import { withQueryClient } from '@/shared/query';
import { OrderMobileReturn } from '../payment/OrderMobileReturn';

function GuestOrderMobilePage() {
  return <OrderMobileReturn guest />;
}

export default withQueryClient(GuestOrderMobilePage);
