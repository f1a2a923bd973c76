import { withQueryClient } from '@/shared/query';
import { CartView } from '../CartView';

function CartPage() {
  return <CartView cartType="PRODUCT" />;
}

export default withQueryClient(CartPage);
