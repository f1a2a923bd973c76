import { withQueryClient } from '@/shared/query';
import { OrderListView } from '../orders/OrderListView';

export default withQueryClient(OrderListView);
