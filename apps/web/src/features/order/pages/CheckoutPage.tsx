import { withQueryClient } from '@/shared/query';
import { CheckoutView } from '../checkout/CheckoutView';

function CheckoutPage() {
  return <CheckoutView guest={false} orderType="PRODUCT" />;
}

export default withQueryClient(CheckoutPage);
