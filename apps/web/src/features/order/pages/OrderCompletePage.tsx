import { withQueryClient } from '@/shared/query';
import { OrderCompleteView } from '../complete/OrderCompleteView';

export default withQueryClient(OrderCompleteView);
