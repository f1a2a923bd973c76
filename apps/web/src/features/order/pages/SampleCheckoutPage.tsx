import { withQueryClient } from '@/shared/query';
import { CheckoutView } from '../checkout/CheckoutView';

function SampleCheckoutPage() {
  return <CheckoutView guest={false} orderType="SAMPLE" />;
}

export default withQueryClient(SampleCheckoutPage);
