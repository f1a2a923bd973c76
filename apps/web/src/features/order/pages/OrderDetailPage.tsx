import { withQueryClient } from '@/shared/query';
import { OrderDetailView } from '../detail/OrderDetailView';

export default withQueryClient(OrderDetailView);
