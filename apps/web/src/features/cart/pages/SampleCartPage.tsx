import { withQueryClient } from '@/shared/query';
import { CartView } from '../CartView';

function SampleCartPage() {
  return <CartView cartType="SAMPLE" />;
}

export default withQueryClient(SampleCartPage);
