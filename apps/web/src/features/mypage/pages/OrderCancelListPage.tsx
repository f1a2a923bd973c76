import { withQueryClient } from '@/shared/query';
import { ClaimListView } from '../orders/ClaimListView';

export default withQueryClient(ClaimListView);
