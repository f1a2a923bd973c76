import { withQueryClient } from '@/shared/query';
import { CheckoutView } from '../checkout/CheckoutView';

function GuestOrderCheckoutPage() {
  return <CheckoutView guest orderType="PRODUCT" />;
}

export default withQueryClient(GuestOrderCheckoutPage);
