import { useParams } from 'react-router';
import { OrderDetailView } from '@/features/order';
import { withQueryClient } from '@/shared/query';

/** /mypage/order/{orderNo}: the order detail with each line's state and actions. */
export default withQueryClient(function MyOrderPage() {
  const { id } = useParams();
  return <OrderDetailView orderNo={id ?? ''} />;
});
