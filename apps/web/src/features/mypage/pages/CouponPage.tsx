import { CouponListView } from '@/features/benefit';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(CouponListView);
